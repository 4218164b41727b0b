import type { NoticeData } from "#model/page-text/notice.ts";
import { currentLocale } from "../../lib/locale/page-locale.ts";
import { m } from "../../paraglide/messages.js";
import { Prose } from "../ui/prose.tsx";

const kindClass = {
  info: "border-sky-300 bg-sky-50 text-sky-950",
  warning: "border-amber-400 bg-amber-50 text-amber-950",
} as const;

/**
 * The site-wide notice (content/data/notice.yaml) under the header of every page, when one had not
 * ended at build time: a labelled region, not an alert, so a screen reader does not announce it on
 * every page load. Its start ("since") tells a reader of an old saved copy that it is old. The
 * page's bootstrap (src/lib/bootstrap/page-bootstrap.ts) shows it from `data-notice-starts` and
 * hides it once `data-notice-ends` has passed; a notice that starts after the build comes hidden,
 * so a page without scripts shows it from the first build after its start (decision 161).
 */
export function NoticeBar({ notice }: { notice: NoticeData }) {
  const locale = currentLocale();
  const text = notice.texts[locale];
  // An English stand-in is read out as English, and laid out left to right on an Arabic page.
  const standIn = text.lang ? { lang: text.lang, dir: locale === "ar" ? ("ltr" as const) : undefined } : {};
  return (
    <section
      aria-labelledby="site-notice-label"
      data-notice-starts={notice.starts}
      data-notice-ends={notice.ends}
      hidden={notice.scheduled}
      className={`border-b ${kindClass[notice.kind]}`}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
        <p>
          <strong id="site-notice-label" className="font-semibold">
            {m.notice_label()}
          </strong>{" "}
          <Prose html={text.html} {...standIn} />
        </p>
        <p className="text-sm">{m.notice_since(text.since)}</p>
      </div>
    </section>
  );
}
