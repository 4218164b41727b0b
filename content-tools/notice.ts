// The site-wide notice (content/data/notice.yaml) as the build sees it: which notice, if any, the
// pages carry, and its text per language as HTML, ready for the pages (src/components/layout/SiteNotice.tsx).
// A notice past its end is left out of the build. One not started yet is built in, hidden: the pages
// carry its start and end, so the page's bootstrap shows it at its start and hides it at its end
// (decisions 095 and 161).

import type { SiteConfig } from "#model/config/schema.ts";
import type { NoticeSource } from "#model/content-schemas/notice-schema.ts";
import { formatDayMonth } from "#model/format/dates-and-numbers.ts";
import { gazaInstant } from "#model/gaza-clock.ts";
import { baseLocale, fromLocales, type Locale } from "#model/locales.ts";
import type { NoticeData, NoticeText } from "#model/page-text/notice.ts";
import { markdownRenderer } from "./markdown.ts";

/**
 * The notice to build into the pages at `now`, or null: none written, or ended. A notice still to
 * start is built in and marked `scheduled`: the pages hide it until its start.
 */
export function currentNotice(source: NoticeSource, now: number) {
  const english = source.wording[baseLocale]?.text;
  if (!english || !source.starts || !source.ends) return null;
  const startsAt = gazaInstant(source.starts);
  const ends = gazaInstant(source.ends);
  // The schema has checked both dates exist; null is for the type.
  if (startsAt === null || ends === null || now >= ends || ends <= startsAt) return null;
  return { ...source, starts: source.starts, startsAt, english, ends, scheduled: now < startsAt };
}

/** The notice's data for the pages: per language its HTML (the English where a language has none) and its start; its start and end as instants. */
export function compileNotice(
  source: NoticeSource,
  now: number,
  config: SiteConfig,
  newTab: (locale: Locale) => string,
): NoticeData | null {
  const notice = currentNotice(source, now);
  if (!notice) return null;
  const [date = "", time = ""] = notice.starts.split("T");
  const texts = fromLocales((locale): NoticeText => {
    const own = notice.wording[locale]?.text;
    // Links open the page's own language; a stand-in English text is read out as English.
    const textLocale = own ? locale : baseLocale;
    const render = markdownRenderer({ locale, config, newTab: newTab(textLocale) });
    return {
      html: render.inline(own || notice.english),
      ...(own ? {} : { lang: baseLocale }),
      since: { date: formatDayMonth(date, locale), time },
    };
  });
  return { kind: notice.kind, starts: notice.startsAt, ends: notice.ends, ...(notice.scheduled ? { scheduled: true } : {}), texts };
}
