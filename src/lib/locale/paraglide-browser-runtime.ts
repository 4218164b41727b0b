// Stands in for Paraglide's generated runtime in the browser build only (see vite.config.ts).
// The compiled messages need just `getLocale`, and in the browser the locale of a page is its URL
// prefix; the full runtime (cookies, URL patterns, request negotiation, 6 KB gzipped) is only
// needed on the server that prerenders the pages.
import { baseLocale, localeFromPath, locales } from "#model/locales.ts";

export { baseLocale, locales };

/** Paraglide's option for one-locale builds; unused here. */
export const experimentalStaticLocale = undefined;

/** The locale of the page: its URL prefix, or the base locale. */
export const getLocale = () => localeFromPath(window.location.pathname) ?? baseLocale;
