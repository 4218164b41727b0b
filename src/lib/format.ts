import type { Locale } from "./locale.js";

/** A calendar date (no time of day) in the locale's long form: "July 18, 2025", "18 juillet 2025". */
export function formatDate(isoDate: string, locale: Locale) {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A whole number in the locale's form: 50,000 / 50 000 / 50.000. */
export function formatNumber(value: number, locale: Locale) {
  return new Intl.NumberFormat(locale).format(value);
}
