import { assertLocale, dirOf, type Locale } from "../../model/locales.ts";
import { getLocale } from "../paraglide/runtime";

/** The locale of the page being rendered (from the URL prefix). */
export function currentLocale(): Locale {
  return assertLocale(getLocale());
}

/** The writing direction of the page being rendered. */
export function currentDir() {
  return dirOf(currentLocale());
}
