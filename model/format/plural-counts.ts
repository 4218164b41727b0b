// Words that depend on a number ("1 day" / "7 days", «يومان» / «7 أيام» / «30 يومًا») are never
// written after a placeholder in a single template: a template right for today's value is wrong for
// another. A translation gives one template per plural category of its language instead (CLDR's
// categories, chosen here with Intl.PluralRules), so the form always follows the value.

import type { Locale } from "../locales.ts";
import { formatNumber } from "./dates-and-numbers.ts";

/** CLDR plural categories; every language uses `other`, Arabic uses all six. */
export const pluralCategories = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof pluralCategories)[number];

/** One template per plural category (`{value}` is the number); `other` is required, the rest fall back to it. */
export type CountForms = Partial<Record<PluralCategory, string>> & { other: string };

/** The plural category of `value` in the locale: 1 → "one" in English, 11 → "many" in Arabic. */
export function pluralCategory(value: number, locale: Locale): PluralCategory {
  return new Intl.PluralRules(locale).select(value);
}

/** The template for `value`: its category's form, or `other`. A plain string is the same for every value. */
export function formFor(forms: string | CountForms, value: number, locale: Locale) {
  return typeof forms === "string" ? forms : (forms[pluralCategory(value, locale)] ?? forms.other);
}

/** Fills the template chosen for `value` with the number in the locale's form: "1 day", «30 يومًا», «60 دولارًا». */
export function fillCount(forms: string | CountForms, value: number, locale: Locale) {
  return formFor(forms, value, locale).replace("{value}", formatNumber(value, locale));
}
