// The site-wide notice as the pages receive it from the build (content-tools/notice.ts), through
// the module `virtual:kgc-notice`: null when there is no notice, or it ended before the build.
import type { Locale } from "../locales.ts";
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
  /** When the notice starts, in milliseconds since 1970 (UTC): the page's bootstrap shows it then. */
  starts: number;
  /** When the notice ends, in milliseconds since 1970 (UTC): the page's bootstrap hides it then. */
  ends: number;
  /** Set when the notice starts after the build: the pages carry it hidden until the bootstrap shows it. */
  scheduled?: true;
  texts: Record<Locale, NoticeText>;
};
