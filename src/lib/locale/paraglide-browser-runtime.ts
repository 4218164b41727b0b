// Stands in for Paraglide's generated runtime in the browser build only (see vite.config.ts).
// The compiled messages need just `getLocale`, and in the browser the locale of a page is its URL
// prefix; the full runtime (cookies, URL patterns, request negotiation, 6 KB gzipped) is only
// needed on the server that prerenders the pages.
import { baseLocale, type Locale, localeFromPath, locales } from "../../../model/locales.ts";

export { baseLocale, locales };

declare const __KGC_STATIC_LOCALE__: Locale | undefined;

/**
 * Paraglide's option for one-locale builds: the locale of a `KGC_LOCALE_BUILD` build (prototype,
 * decision 191), whose messages then hold that locale's text alone; otherwise undefined.
 */
export const experimentalStaticLocale: Locale | undefined =
  typeof __KGC_STATIC_LOCALE__ === "undefined" ? undefined : __KGC_STATIC_LOCALE__;

/** The locale of the page: its URL prefix, or the base locale. */
export const getLocale = () => localeFromPath(window.location.pathname) ?? baseLocale;
