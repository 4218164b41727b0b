// The notice's preview in the editor (decision 162): the notice as the pages show it, in each
// language, Arabic right to left, with the site's "Notice" label and "since" line, and what shows
// where a language has no text yet.
import { Marked, type Tokens } from "marked";
import { formatDayMonth } from "#model/format/dates-and-numbers.ts";
import { gazaInstant } from "#model/gaza-clock.ts";
import { locales } from "#model/locales.ts";
import { escapeHtml } from "../../content-tools/markdown.ts";
import type { noticeLanguages } from "../config.ts";
import { type ComponentThis, decap, type Entry } from "./decap.ts";
import { noticeState } from "./notice-dates.ts";
import { noteEntry, textsOf } from "./notice-entry.ts";

/**
 * What the preview needs of each language: config.json's `kgc.noticeLanguages`, typed as what its
 * writer returns (a type-only import: the page's bundle gains none of the Node code that writes it).
 */
export type NoticeLanguages = ReturnType<typeof noticeLanguages>;

/** Registers the preview of the notice's file, in the languages config.json gives. */
export function registerNoticePreview(languages: NoticeLanguages) {
  decap.CMS.registerPreviewTemplate("notice", noticePreview(languages));
  decap.CMS.registerPreviewStyle(previewStyles, { raw: true });
}

/**
 * Parses a notice's Markdown as the site's renderer does (content-tools/markdown.ts, the same marked):
 * escapes, bold around a link and a stray `*` come out as the pages show them. Any HTML typed is
 * shown as text; links are drawn as links without leading anywhere (their targets are the site's,
 * resolved by the build, and the build refuses the ones it cannot resolve).
 */
const noticeMarked = new Marked({
  gfm: true,
  renderer: {
    link(this: InlineParser, { href, tokens }: Tokens.Link) {
      return `<a href="#" title="${escapeHtml(href)}">${this.parser.parseInline(tokens)}</a>`;
    },
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    image: ({ raw }: Tokens.Image) => escapeHtml(raw),
  },
});

/** What marked's renderer functions are called on: its parser of a token's inline content. */
type InlineParser = { parser: { parseInline: (tokens: Tokens.Generic[]) => string } };

/** **bold** and [words](target) of a notice as HTML, as the pages draw its text. */
export function inlineHtml(markdown: string) {
  return String(noticeMarked.parseInline(markdown.trim()));
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
