// Paraglide's compiler options, shared by vite.config.ts and scripts/compile-messages.js so the
// runtime compiled for type checking is the one the build uses.
import { baseLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_STORAGE_KEY, locales } from "./src/lib/locale.js";

export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./src/paraglide",
  outputStructure: /** @type {const} */ ("message-modules"),
  cookieName: LOCALE_COOKIE,
  cookieMaxAge: LOCALE_COOKIE_MAX_AGE,
  localStorageKey: LOCALE_STORAGE_KEY,
  strategy: /** @type {("url" | "cookie" | "localStorage" | "preferredLanguage" | "baseLocale")[]} */ ([
    "url",
    "cookie",
    "localStorage",
    "preferredLanguage",
    "baseLocale",
  ]),
  // The base locale has no prefix; the others are `/fr/...`, `/tr/...`, `/ar/...`.
  urlPatterns: [
    {
      pattern: "/:path(.*)?",
      localized: /** @type {[string, string][]} */ ([
        ...locales.filter((l) => l !== baseLocale).map((l) => [l, `/${l}/:path(.*)?`]),
        [baseLocale, "/:path(.*)?"],
      ]),
    },
  ],
};
