import type { Locale } from "../../lib/locale.js";

// Arabic as written in Palestine (Levantine month names: آذار, not مارس) with Western digits, as the
// site's Arabic texts write them. These run only in the browser (the results need the visitor's
// input), so the prerender's ICU data never has to agree with the browser's.
const intlLocales: Record<Locale, string> = { en: "en", fr: "fr", tr: "tr", ar: "ar-PS-u-nu-latn" };

/** A calendar date with its weekday, in the locale's long form: "Sunday, March 8, 2026". */
export function formatDay(isoDate: string, locale: Locale) {
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A number of days with the locale's plural: "1 day", "7 days", "7 أيام", "15 يومًا". */
export function formatDays(days: number, locale: Locale) {
  return new Intl.NumberFormat(intlLocales[locale], { style: "unit", unit: "day", unitDisplay: "long" }).format(days);
}
