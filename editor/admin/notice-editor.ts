// The editor's own widget and preview for the site notice (decisions 160 and 162):
// - "gaza-datetime": a date and time picker on Gaza's clock, with Gaza's time now and the chosen
//   time on the editor's own clock beside it; it refuses, before saving, a missing date when the
//   notice has text and an end that does not follow the start, naming the field.
// - the notice's preview: the notice as the pages show it, in each language, Arabic right to left.
import type { z } from "zod";
import type { noticeSchema } from "../../model/content-schemas/notice-schema.ts";
import { formatDayMonth } from "../../model/format/dates-and-numbers.ts";
import { gazaInstant, gazaTimeZone, onGazaClock } from "../../model/gaza-clock.ts";
import { locales } from "../../model/locales.ts";
import type { noticeLanguages } from "../config.ts";
import { type ComponentThis, decap, type Entry, plain, type WidgetProps } from "./decap.ts";
import { dateProblem, inWords, noticeState } from "./notice-dates.ts";

/**
 * The entry as last rendered by any of the editor page's own widgets. Decap gives a widget the entry
 * of its last render, and renders a field again only when its own value changes: a date's checks
 * read the texts through the widget that rendered them last (the languages widget, the preview).
 */
let latest: Entry | undefined;

export function noteEntry(entry: Entry | undefined) {
  if (entry) latest = entry;
}

/** The entry a widget was given, or the latest one noted if it is of the same entry. */
function latestEntry(own: Entry) {
  return latest && latest.get("collection") === own.get("collection") && latest.get("slug") === own.get("slug") ? latest : own;
}

/**
 * What the preview needs of each language: config.json's `kgc.noticeLanguages`, typed as what its
 * writer returns (a type-only import: the page's bundle gains none of the Node code that writes it).
 */
type NoticeLanguages = ReturnType<typeof noticeLanguages>;

/** A wording's texts by language, as the notice's schema takes them in: a text is not yet a string. */
type Wording = z.input<typeof noticeSchema>["wording"];

/**
 * The texts of a wording of the entry (the notice's: "wording"), by language. The entry holds what
 * the editor typed, which no schema has read yet: each language is looked at before it is trusted.
 */
function textsOf(entry: Entry, name = "wording"): Wording {
  const wording = plain(entry.getIn(["data", name]));
  if (typeof wording !== "object" || wording === null) return {};
  return Object.fromEntries(
    Object.entries(wording).map(([locale, language]) => [
      locale,
      { text: typeof language === "object" && language !== null && "text" in language ? language.text : undefined },
    ]),
  );
}

const hasText = (entry: Entry, name = "wording") =>
  Object.values(textsOf(entry, name)).some((wording) => Boolean(String(wording?.text ?? "").trim()));

export function registerNoticeEditor(languages: NoticeLanguages) {
  decap.CMS.registerWidget("gaza-datetime", gazaDateTimeControl());
  decap.CMS.registerPreviewTemplate("notice", noticePreview(languages));
  decap.CMS.registerPreviewStyle(previewStyles, { raw: true });
}

type DateControl = ComponentThis<WidgetProps, { now: number }> & { timer?: ReturnType<typeof setInterval> };

function gazaDateTimeControl() {
  const h = decap.h;
  const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return decap.createClass<WidgetProps>({
    getInitialState() {
      return { now: Date.now() };
    },
    componentDidMount(this: DateControl) {
      this.timer = setInterval(() => this.setState({ now: Date.now() }), 15_000);
    },
    componentWillUnmount(this: DateControl) {
      clearInterval(this.timer);
    },
    // Decap re-renders a widget only when its own value changes; this one also follows the other date and the texts.
    shouldComponentUpdate() {
      return true;
    },
    /** Called by Decap before saving: the first problem, which it shows above the field. */
    isValid(this: DateControl) {
      const { field, value } = this.props;
      const entry = latestEntry(this.props.entry);
      const afterName = field.get("after");
      const problem = dateProblem({
        label: String(field.get("label")),
        value: String(value ?? ""),
        hasText: hasText(entry, String(field.get("needed_with_text_of") ?? "wording")),
        after: afterName ? { label: String(afterName), value: String(entry.getIn(["data", String(afterName)]) ?? "") } : undefined,
      });
      return problem ? { error: { type: "CUSTOM", message: problem } } : true;
    },
    render(this: DateControl) {
      noteEntry(this.props.entry);
      const { forID, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const value = String(this.props.value ?? "");
      const instant = value ? gazaInstant(value) : null;
      const yours = localZone === gazaTimeZone ? "" : ` On your computer's clock (${localZone}): ${inWords(this.state.now, localZone)}.`;
      const chosen =
        instant !== null && localZone !== gazaTimeZone ? ` This date is ${inWords(instant, localZone)} on your computer's clock.` : "";
      return h(
        "div",
        { className: "kgc-datetime" },
        h(
          "div",
          { className: "kgc-datetime-row" },
          h("input", {
            type: "datetime-local",
            id: forID,
            className: classNameWrapper,
            value,
            step: 60,
            "aria-describedby": `${forID}-clock`,
            onChange: (event) => onChange(event.target.value),
            onFocus: setActiveStyle,
            onBlur: setInactiveStyle,
          }),
          h("button", { type: "button", className: "kgc-button", onClick: () => onChange(onGazaClock(Date.now())) }, "Now"),
          value ? h("button", { type: "button", className: "kgc-button", onClick: () => onChange("") }, "Clear") : null,
        ),
        h(
          "p",
          { id: `${forID}-clock`, className: "kgc-clock" },
          `Gaza time. Now in Gaza: ${inWords(this.state.now, gazaTimeZone)}.${yours}${chosen}`,
        ),
      );
    },
  });
}

/**
 * **bold** and [words](target) of a notice as HTML, escaped first: the preview shows links as links
 * without following them (their targets are the site's, resolved by the build).
 */
export function inlineHtml(markdown: string) {
  return markdown
    .trim()
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '<a href="#" title="$2">$1</a>');
}

function noticePreview(languages: NoticeLanguages) {
  const h = decap.h;
  return decap.createClass<{ entry: Entry }>({
    render(this: ComponentThis<{ entry: Entry }, unknown>) {
      const { entry } = this.props;
      noteEntry(entry);
      const starts = String(entry.getIn(["data", "starts"]) ?? "");
      const ends = String(entry.getIn(["data", "ends"]) ?? "");
      const kind = entry.getIn(["data", "kind"]) === "warning" ? "warning" : "info";
      const texts = textsOf(entry);
      const english = String(texts.en?.text ?? "").trim();
      const [date = "", time = ""] = starts.split("T");
      const startInstant = gazaInstant(starts);
      return h(
        "div",
        { className: "kgc-preview" },
        h("p", { className: "kgc-preview-state" }, noticeState({ starts, ends, hasText: Boolean(english) }, Date.now())),
        ...locales.map((locale) => {
          const language = languages[locale];
          const own = String(texts[locale]?.text ?? "").trim();
          const text = own || english;
          const since = startInstant === null ? "" : language.since.replace("{date}", formatDayMonth(date, locale)).replace("{time}", time);
          return h(
            "section",
            {
              key: locale,
              lang: locale,
              dir: language.dir,
              className: "kgc-preview-page",
              "data-kgc-preview": locale,
              "aria-label": language.name,
            },
            h("p", { className: "kgc-preview-language" }, language.name),
            h("div", { className: "kgc-preview-header" }, "Keep Gaza Connected"),
            text
              ? h(
                  "div",
                  { className: `kgc-preview-notice kgc-preview-${kind}` },
                  h(
                    "p",
                    null,
                    h("strong", null, language.label),
                    " ",
                    h("span", {
                      ...(own ? {} : { lang: "en", dir: language.dir === "rtl" ? "ltr" : undefined }),
                      dangerouslySetInnerHTML: { __html: inlineHtml(text) },
                    }),
                  ),
                  since ? h("p", { className: "kgc-preview-since" }, since) : null,
                )
              : h("p", { className: "kgc-preview-empty", lang: "en", dir: "ltr" }, "No notice: there is no English text."),
            own || !text
              ? null
              : h("p", { className: "kgc-preview-note", lang: "en", dir: "ltr" }, "Not translated yet: the English text shows here."),
          );
        }),
      );
    },
  });
}

/** The notice's look on the site (SiteNotice.tsx: Tailwind's sky and amber), inside the preview's frame. */
const previewStyles = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #0f172a; background: #f1f5f9; }
.kgc-preview { padding: 1rem; display: grid; gap: 1.25rem; }
.kgc-preview-state { margin: 0; font-weight: 600; }
.kgc-preview-page { background: #fff; border: 1px solid #cbd5e1; border-radius: 6px; overflow: hidden; }
.kgc-preview-page[dir="rtl"] { font-family: "Tajawal", "Noto Naskh Arabic", "Segoe UI", Tahoma, sans-serif; }
.kgc-preview-language { margin: 0; padding: 0.25rem 0.75rem; font-size: 0.8rem; color: #475569; background: #f8fafc; text-align: start; }
.kgc-preview-header { padding: 0.75rem 1rem; font-weight: 700; border-block: 1px solid #e2e8f0; }
.kgc-preview-notice { border-block-end: 1px solid; padding: 0.75rem 1rem; display: grid; gap: 0.25rem; }
.kgc-preview-notice p { margin: 0; }
.kgc-preview-info { border-color: #7dd3fc; background: #f0f9ff; color: #082f49; }
.kgc-preview-warning { border-color: #fbbf24; background: #fffbeb; color: #451a03; }
.kgc-preview-notice a { color: inherit; text-decoration: underline; }
.kgc-preview-since { font-size: 0.875rem; }
.kgc-preview-empty, .kgc-preview-note { margin: 0; padding: 0.5rem 1rem; font-size: 0.85rem; color: #475569; }
`;
