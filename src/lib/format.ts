import type { Locale } from "./locale.js";

// Arabic as read in Gaza: Palestinian (Levantine) month names («تموز», not «يوليو») with Western digits,
// as the site's Arabic texts write them and as phones there commonly show them; pinned so the
// prerendered page and the browser (whose ICU data may differ) agree.
const intlLocales: Record<Locale, string> = { en: "en", fr: "fr", tr: "tr", ar: "ar-PS-u-nu-latn" };

/** A calendar date (no time of day) in the locale's long form: "July 18, 2025", "18 juillet 2025". */
export function formatDate(isoDate: string, locale: Locale) {
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A whole number in the locale's form: 50,000 / 50 000 / 50.000. */
export function formatNumber(value: number, locale: Locale) {
  return new Intl.NumberFormat(intlLocales[locale]).format(value);
}

/** A whole-dollar price in the locale's form: $60 / 60 $US / $60 / ٦٠ US$. */
export function formatUsd(value: number, locale: Locale) {
  return new Intl.NumberFormat(intlLocales[locale], { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(value);
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
