// The site-wide notice as the pages receive it from the build (content-tools/notice.ts), through
// the module `virtual:kgc-notice`: null when no notice is current at build time.
import type { Locale } from "../../model/locales.ts";
import type { Html } from "./types.ts";

export type NoticeText = {
  html: Html;
  /** Set when the language has no text of its own and shows the English. */
  lang?: Locale;
  /** The start, on Gaza's clock, in the language's words: "24 November" and "09:00". */
  since: { date: string; time: string };
};

export type NoticeData = {
  kind: "info" | "warning";
  /** When the notice ends, in milliseconds since 1970 (UTC): the page's bootstrap hides it then. */
  ends: number;
  texts: Record<Locale, NoticeText>;
};
