// Stays JavaScript: the browser loads this file as written (served and copied, never bundled); @ts-check types it.
// A data file's translations record the English they were made from without anyone copying a
// fingerprint (decision 163). When an entry is saved, each translation changed in this edit, or
// marked with its "Mark as up to date" button, records the fingerprint of the English wording as
// saved. The "fingerprint" widget shows the recorded value and the button; it also notes, when
// the form opens, each translation as it was, which is what "changed" is measured against.
// @ts-check
import { fingerprint, sameWording } from "./fingerprint.js";

/** @type {any} */
const w = window;

/** @param {any} value An Immutable value or a plain one, as plain data. */
const plain = (value) => (value && typeof value.toJS === "function" ? value.toJS() : value);

/** @param {any} entry */
const entryKey = (entry) => `${entry?.get("collection")}/${entry?.get("slug")}`;

/**
 * Per entry, per translation (its path in the data, "wording.fr"): the English's path, the
 * translation as the form opened, and whether it was marked as up to date.
 * @type {Map<string, Map<string, { english: string, original: unknown, marked: boolean }>>}
 */
const translations = new Map();

/** @param {string} path @returns {string[]} */
const at = (path) => ["data", ...path.split(".")];

export function registerFingerprints() {
  w.CMS.registerWidget("fingerprint", fingerprintControl());
  w.CMS.registerEventListener({ name: "preSave", handler: (/** @type {{ entry: any }} */ { entry }) => recordFingerprints(entry) });
  w.CMS.registerEventListener({
    name: "postSave",
    handler: (/** @type {{ entry: any }} */ { entry }) => {
      // What was saved is what the next save is measured against.
      for (const [path, translation] of translations.get(entryKey(entry)) ?? []) {
        translation.original = plain(entry.getIn(at(path)));
        translation.marked = false;
      }
    },
  });
}

/**
 * The entry's data with each changed or marked translation recording the English it now matches.
 * @param {any} entry
 */
async function recordFingerprints(entry) {
  let data = entry.get("data");
  for (const [path, { english, original, marked }] of translations.get(entryKey(entry)) ?? []) {
    const now = plain(entry.getIn(at(path)));
    if (!marked && sameWording(now, original)) continue;
    data = data.setIn([...path.split("."), "source_hash"], await fingerprint(plain(entry.getIn(at(english))) ?? {}));
  }
  return data;
}

function fingerprintControl() {
  const h = w.h;
  return w.createClass({
    getInitialState() {
      return { marked: false };
    },
    componentDidMount() {
      const { entry, field } = this.props;
      const path = String(field.get("translation"));
      const key = entryKey(entry);
      if (!translations.has(key)) translations.set(key, new Map());
      const known = translations.get(key)?.get(path);
      if (!known)
        translations.get(key)?.set(path, { english: String(field.get("english")), original: plain(entry.getIn(at(path))), marked: false });
      this.setState({ marked: Boolean(known?.marked) });
    },
    mark() {
      const translation = translations.get(entryKey(this.props.entry))?.get(String(this.props.field.get("translation")));
      if (translation) translation.marked = true;
      this.setState({ marked: true });
      // A change the editor can save: the fingerprint itself is recorded on saving (recordFingerprints).
      this.props.onChange("");
    },
    render() {
      const { forID, value, onChange, classNameWrapper } = this.props;
      return h(
        "div",
        { className: "kgc-fingerprint" },
        h("input", {
          id: forID,
          className: classNameWrapper,
          value: value ?? "",
          dir: "ltr",
          "aria-describedby": `${forID}-state`,
          onChange: (/** @type {any} */ event) => onChange(event.target.value.trim()),
        }),
        h(
          "p",
          { id: `${forID}-state`, className: "kgc-clock" },
          this.state.marked
            ? "Marked as up to date: recorded when you publish."
            : "Recorded when you publish a change to this translation. If the English changed and this translation still says what it says, press Mark as up to date.",
        ),
        this.state.marked
          ? null
          : h("button", { type: "button", className: "kgc-button", onClick: () => this.mark() }, "Mark as up to date"),
      );
    },
  });
}
