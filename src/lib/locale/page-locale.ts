// The locale of the page being rendered or shown, on the site's side of the rules in
// model/locales.ts: the page's locale and direction, remembering a choice, the language links'
// href, and the redirect of an unprefixed URL on a static host (where no server negotiates).

import {
  assertLocale,
  dirOf,
  LOCALE_COOKIE,
  LOCALE_QUERY,
  LOCALE_STORAGE_KEY,
  type Locale,
  localeCookie,
  localizePath,
  readCookie,
  resolveLocale,
  stripLocale,
} from "#model/locales.ts";
import { getLocale } from "../../paraglide/runtime.js";

/** The locale of the page being rendered (from the URL prefix). */
export function currentLocale(): Locale {
  return assertLocale(getLocale());
}

/** The writing direction of the page being rendered. */
export function currentDir() {
  return dirOf(currentLocale());
}

/** The href of the current page in another locale, for a plain link that works without JavaScript. */
export function switchHref(pathname: string, locale: Locale) {
  return `${localizePath(stripLocale(pathname), locale)}?${LOCALE_QUERY}=${locale}`;
}

/** Remembers the visitor's choice in the cookie and localStorage. */
export function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from many phones still in use.
  document.cookie = localeCookie(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode, strict settings); the cookie is enough.
  }
}

/** Remembers the choice and opens the same page in that locale. */
export function chooseLocale(locale: Locale) {
  rememberLocale(locale);
  const { pathname, search, hash } = window.location;
  const target = localizePath(stripLocale(pathname), locale);
  if (target !== pathname) window.location.assign(`${target}${search}${hash}`);
}

/**
 * On a static host nobody negotiates the locale of an unprefixed URL, so the browser does:
 * cookie, then localStorage, then the browser's languages. Returns the URL to go to, or undefined.
 */
export function browserLocaleRedirect(): string | undefined {
  const { pathname, search, hash } = window.location;
  if (stripLocale(pathname) !== pathname) return undefined;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    stored = null;
  }
  const locale = resolveLocale({ cookie: readCookie(document.cookie, LOCALE_COOKIE), stored, languages: navigator.languages });
  const target = localizePath(pathname, locale);
  return target === pathname ? undefined : `${target}${search}${hash}`;
}
