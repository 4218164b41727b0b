// A data file's translations record the English they were made from without anyone copying a
// fingerprint (decision 163). When an entry is saved, each translation changed in this edit, or
// marked with its "Mark as up to date" button, records the fingerprint of the English wording as
// saved. The "fingerprint" widget shows the recorded value and the button; it also notes, when
// the form opens, each translation as it was, which is what "changed" is measured against.
import { type ComponentThis, decap, type Entry, plain, type WidgetProps } from "./decap.ts";
import { fingerprint, sameWording } from "./fingerprint.ts";

const entryKey = (entry: Entry | undefined) => `${entry?.get("collection")}/${entry?.get("slug")}`;

/** A translation as the form opened: the path of its English, what it said, and whether it was marked as up to date. */
type Translation = { english: string; original: unknown; marked: boolean };

/** Per entry, per translation (its path in the data, "wording.fr"). */
const translations = new Map<string, Map<string, Translation>>();

const at = (path: string) => ["data", ...path.split(".")];

export function registerFingerprints() {
  decap.CMS.registerWidget("fingerprint", fingerprintControl());
  decap.CMS.registerEventListener({ name: "preSave", handler: ({ entry }) => recordFingerprints(entry) });
  decap.CMS.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      // What was saved is what the next save is measured against.
      for (const [path, translation] of translations.get(entryKey(entry)) ?? []) {
        translation.original = plain(entry.getIn(at(path)));
        translation.marked = false;
      }
    },
  });
}

/** The entry's data with each changed or marked translation recording the English it now matches. */
async function recordFingerprints(entry: Entry) {
  let data = entry.get("data");
  for (const [path, { english, original, marked }] of translations.get(entryKey(entry)) ?? []) {
    const now = plain(entry.getIn(at(path)));
    if (!marked && sameWording(now, original)) continue;
    data = data.setIn([...path.split("."), "source_hash"], await fingerprint(plain(entry.getIn(at(english))) ?? {}));
  }
  return data;
}

type Control = ComponentThis<WidgetProps, { marked: boolean }> & { mark(): void };

function fingerprintControl() {
  const h = decap.h;
  return decap.createClass<WidgetProps>({
    getInitialState() {
      return { marked: false };
    },
    componentDidMount(this: Control) {
      const { entry, field } = this.props;
      const path = String(field.get("translation"));
      const key = entryKey(entry);
      if (!translations.has(key)) translations.set(key, new Map());
      const known = translations.get(key)?.get(path);
      if (!known)
        translations.get(key)?.set(path, { english: String(field.get("english")), original: plain(entry.getIn(at(path))), marked: false });
      this.setState({ marked: Boolean(known?.marked) });
    },
    mark(this: Control) {
      const translation = translations.get(entryKey(this.props.entry))?.get(String(this.props.field.get("translation")));
      if (translation) translation.marked = true;
      this.setState({ marked: true });
      // A change the editor can save: the fingerprint itself is recorded on saving (recordFingerprints).
      this.props.onChange("");
    },
    render(this: Control) {
      const { forID, value, onChange, classNameWrapper } = this.props;
      return h(
        "div",
        { className: "kgc-fingerprint" },
        h("input", {
          id: forID,
          className: classNameWrapper,
          value: String(value ?? ""),
          dir: "ltr",
          "aria-describedby": `${forID}-state`,
          onChange: (event) => onChange(event.target.value.trim()),
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
