import { getLocale } from "../paraglide/runtime";
import { assertLocale, dirOf, type Locale } from "./locale.ts";

/** The locale of the page being rendered (from the URL prefix). */
export function currentLocale(): Locale {
  return assertLocale(getLocale());
}

/** The writing direction of the page being rendered. */
export function currentDir() {
  return dirOf(currentLocale());
}
