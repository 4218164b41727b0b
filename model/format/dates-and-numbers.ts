import type { Locale } from "../locales.ts";

// Arabic as read in Gaza: Palestinian (Levantine) month names («تموز», not «يوليو») with Western digits,
// as the site's Arabic texts write them and as phones there commonly show them; pinned so the
// prerendered page and the browser (whose ICU data may differ) agree.
const intlLocales: Record<Locale, string> = { en: "en", fr: "fr", tr: "tr", ar: "ar-PS-u-nu-latn" };

function formatCalendarDate(isoDate: string, locale: Locale, dateStyle: "long" | "full") {
  const parts = new Intl.DateTimeFormat(intlLocales[locale], { dateStyle, timeZone: "UTC" }).formatToParts(
    new Date(`${isoDate}T00:00:00Z`),
  );
  // French writes the first of the month as an ordinal («1er mars»), which Intl does not.
  return parts.map((part) => (locale === "fr" && part.type === "day" && part.value === "1" ? "1er" : part.value)).join("");
}

/** A calendar date (no time of day) in the locale's long form: "July 18, 2025", "18 juillet 2025". */
export function formatDate(isoDate: string, locale: Locale) {
  return formatCalendarDate(isoDate, locale, "long");
}

/** A calendar date with its weekday: "Sunday, March 8, 2026", «dimanche 1er mars 2026», «الأحد، 8 آذار 2026». */
export function formatDay(isoDate: string, locale: Locale) {
  return formatCalendarDate(isoDate, locale, "full");
}

/** A number of days with the locale's plural: "1 day", "7 days", «7 أيام», «15 يومًا». */
export function formatDays(days: number, locale: Locale) {
  return new Intl.NumberFormat(intlLocales[locale], { style: "unit", unit: "day", unitDisplay: "long" }).format(days);
}

/** A whole number in the locale's form: 50,000 / 50 000 / 50.000. */
export function formatNumber(value: number, locale: Locale) {
  return new Intl.NumberFormat(intlLocales[locale]).format(value);
}

/** Fills `{value}` in a template with a number formatted for the locale. */
export function fillNumber(template: string, value: number, locale: Locale) {
  return template.replace("{value}", formatNumber(value, locale));
}

/** A month and year ("2023-10") in the locale's words, as in its dates: "October 2023", "octobre 2023", "Ekim 2023". */
export function formatMonth(yearMonth: string, locale: Locale) {
  return new Intl.DateTimeFormat(intlLocales[locale], { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${yearMonth}-01T00:00:00Z`),
  );
}

/** The Intl locale a day and month are written in ("24 November" in English, not "November 24"). */
const dayMonthLocale = (locale: Locale) => (locale === "en" ? "en-GB" : intlLocales[locale]);

/**
 * A day and month ("2026-11-24") without the year, day first in every language as the notice's
 * "since" line reads: "24 November", «24 novembre», "24 Kasım", «24 تشرين الثاني». The pages and the
 * editor's preview of the notice both write it with this function.
 */
export function formatDayMonth(isoDate: string, locale: Locale) {
  const parts = new Intl.DateTimeFormat(dayMonthLocale(locale), {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).formatToParts(new Date(`${isoDate}T00:00:00Z`));
  return parts.map((part) => (locale === "fr" && part.type === "day" && part.value === "1" ? "1er" : part.value)).join("");
}

/** A download's size in kilobytes (1 kB = 1,000 bytes), rounded up, with the locale's unit: "38 kB", «38 ko», «38 كيلوبايت». */
export function formatKilobytes(bytes: number, locale: Locale) {
  return new Intl.NumberFormat(intlLocales[locale], { style: "unit", unit: "kilobyte", unitDisplay: "short" }).format(
    Math.ceil(bytes / 1000),
  );
}
