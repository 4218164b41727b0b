// Locale rules shared by the site (bundled by Vite) and the production server (plain Node).
import settings from "../project.inlang/settings.json" with { type: "json" };
import { isOneOf } from "./one-of.ts";

export type Locale = "en" | "fr" | "tr" | "ar";

export const locales: readonly Locale[] = settings.locales as Locale[];

export const baseLocale: Locale = settings.baseLocale as Locale;

/** Name of the cookie that remembers the visitor's choice (same as Paraglide's default). */
export const LOCALE_COOKIE = "PARAGLIDE_LOCALE";

/** 400 days, the longest lifetime browsers allow. */
export const LOCALE_COOKIE_MAX_AGE = 34_560_000;

/**
 * The cookie that remembers a chosen language, as the server's Set-Cookie and the page's
 * `document.cookie` both write it.
 */
export function localeCookie(locale: string) {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Query parameter of the no-JavaScript language links (`/fr/about?locale=fr`): the server stores it in the cookie. */
export const LOCALE_QUERY = "locale";

/** localStorage key that mirrors the cookie in the browser. */
export const LOCALE_STORAGE_KEY = "selectedLocale";

/** Each locale's own name and writing direction. */
export const localeInfo = {
  en: { label: "English", dir: "ltr" },
  fr: { label: "Français", dir: "ltr" },
  tr: { label: "Türkçe", dir: "ltr" },
  ar: { label: "العربية", dir: "rtl" },
} as const;

/**
 * An object with one entry per locale, each made by `entry`. Object.fromEntries types its keys as
 * `string`, so its callers had to cast; the one cast is here, safe because `locales` is exactly the
 * Locale union (the Locale type's test in locales.test.ts).
 */
export function fromLocales<T>(entry: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, entry(locale)])) as Record<Locale, T>;
}

/** True when the value is one of the supported locales. */
export const isLocale = isOneOf(locales);

/**
 * Returns the value as a Locale or throws the error the specification names.
 */
export function assertLocale(value: unknown): Locale {
  if (!isLocale(value)) {
    throw new Error(`Invalid locale: ${String(value)}. Expected one of: ${locales.join(", ")}`);
  }
  return value;
}

/**
 * Text direction of a locale.
 */
export function dirOf(locale: Locale): "ltr" | "rtl" {
  return localeInfo[assertLocale(locale)].dir;
}

/**
 * The locale named by the first path segment, or undefined for an unprefixed path.
 * The base locale is never a prefix: `/en/about` is not an English URL.
 */
export function localeFromPath(pathname: string): Locale | undefined {
  const first = pathname.split("/")[1];
  return first !== baseLocale && isLocale(first) ? first : undefined;
}

/**
 * The path without its locale prefix: `/ar/donate` -> `/donate`, `/fr` -> `/`.
 */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (!locale) return pathname || "/";
  return pathname.slice(locale.length + 1) || "/";
}

/**
 * The path of a page in a locale: (`/donate`, `ar`) -> `/ar/donate`, (`/`, `fr`) -> `/fr`.
 * @param path an unprefixed path
 */
export function localizePath(path: string, locale: Locale): string {
  const bare = stripLocale(path);
  if (assertLocale(locale) === baseLocale) return bare;
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}

/**
 * The first supported locale in a list of language tags, matched by primary language
 * (`ar-PS` -> `ar`). Malformed tags are skipped.
 */
export function matchLanguages(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = String(tag).trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/**
 * Language tags of an Accept-Language header, best first. Tolerates any garbage:
 * a malformed header gives an empty or partial list, never an error.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (typeof header !== "string" || header.length > 2000) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The value of one cookie in a Cookie header, or undefined. Malformed input gives undefined.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (typeof header !== "string") return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Resolves the locale from its sources, strongest first: URL prefix, cookie,
 * localStorage (browser only), the browser's languages, then the base locale.
 * Invalid values from any source are ignored: a visitor's bad cookie is never an error.
 */
export function resolveLocale({
  pathname,
  cookie,
  stored,
  languages = [],
  fallback = baseLocale,
}: {
  pathname?: string;
  cookie?: string | null;
  stored?: string | null;
  languages?: readonly string[];
  fallback?: Locale | null;
}): Locale {
  const found =
    (pathname ? localeFromPath(pathname) : undefined) ??
    (isLocale(cookie) ? cookie : undefined) ??
    (isLocale(stored) ? stored : undefined) ??
    matchLanguages(languages) ??
    fallback;
  if (!found) throw new Error("No locale found");
  return assertLocale(found);
}
