import { describe, expect, it } from "vitest";
import settings from "../project.inlang/settings.json" with { type: "json" };
import {
  assertLocale,
  dirOf,
  fromLocales,
  type Locale,
  localeFromPath,
  localeInfo,
  localizePath,
  matchLanguages,
  parseAcceptLanguage,
  readCookie,
  resolveLocale,
  stripLocale,
} from "./locales.ts";

describe("assertLocale", () => {
  it("accepts the four supported locales", () => {
    for (const locale of ["en", "fr", "tr", "ar"]) expect(assertLocale(locale)).toBe(locale);
  });

  it("rejects anything else with the specified message", () => {
    expect(() => assertLocale("de")).toThrow("Invalid locale: de. Expected one of: en, fr, tr, ar");
    expect(() => assertLocale("")).toThrow("Invalid locale: . Expected one of: en, fr, tr, ar");
    expect(() => assertLocale(undefined)).toThrow("Invalid locale: undefined. Expected one of: en, fr, tr, ar");
  });
});

describe("paths", () => {
  it("reads the locale prefix, never treating the base locale as one", () => {
    expect(localeFromPath("/ar/donate")).toBe("ar");
    expect(localeFromPath("/fr")).toBe("fr");
    expect(localeFromPath("/donate")).toBeUndefined();
    expect(localeFromPath("/en/donate")).toBeUndefined();
    expect(localeFromPath("/arabic")).toBeUndefined();
  });

  it("adds and removes prefixes without trailing slashes", () => {
    expect(localizePath("/donate", "ar")).toBe("/ar/donate");
    expect(localizePath("/", "fr")).toBe("/fr");
    expect(localizePath("/", "en")).toBe("/");
    expect(localizePath("/tr/about", "en")).toBe("/about");
    expect(stripLocale("/ar")).toBe("/");
    expect(stripLocale("/ar/upload")).toBe("/upload");
  });

  it("gives Arabic a right-to-left direction", () => {
    expect(dirOf("ar")).toBe("rtl");
    expect(dirOf("tr")).toBe("ltr");
  });
});

describe("Accept-Language", () => {
  it("orders tags by weight and matches the primary language", () => {
    expect(parseAcceptLanguage("de-DE,de;q=0.9,ar-PS;q=0.8,en;q=0.5")).toEqual(["de-DE", "de", "ar-PS", "en"]);
    expect(matchLanguages(parseAcceptLanguage("de-DE,de;q=0.9,ar-PS;q=0.8,en;q=0.5"))).toBe("ar");
    expect(matchLanguages(["fr-CA"])).toBe("fr");
  });

  it("survives malformed headers", () => {
    for (const header of ["", ";;;", "q=1", "*", "en;q=abc", "<script>", "x".repeat(5000), undefined, null]) {
      expect(() => parseAcceptLanguage(header)).not.toThrow();
    }
    expect(parseAcceptLanguage("fr;q=0, ar;q=0.1")).toEqual(["ar"]);
  });
});

describe("readCookie", () => {
  it("finds one cookie among others and ignores broken encodings", () => {
    expect(readCookie("a=1; PARAGLIDE_LOCALE=fr; b=2", "PARAGLIDE_LOCALE")).toBe("fr");
    expect(readCookie("PARAGLIDE_LOCALE=%E0%A4%A", "PARAGLIDE_LOCALE")).toBeUndefined();
    expect(readCookie("garbage", "PARAGLIDE_LOCALE")).toBeUndefined();
    expect(readCookie(undefined, "PARAGLIDE_LOCALE")).toBeUndefined();
  });
});

describe("resolveLocale", () => {
  it("takes the URL prefix first", () => {
    expect(resolveLocale({ pathname: "/tr/about", cookie: "ar", stored: "fr", languages: ["fr"] })).toBe("tr");
  });

  it("then the cookie, then localStorage, then the browser languages, then English", () => {
    expect(resolveLocale({ pathname: "/about", cookie: "ar", stored: "fr", languages: ["tr"] })).toBe("ar");
    expect(resolveLocale({ pathname: "/about", stored: "fr", languages: ["tr"] })).toBe("fr");
    expect(resolveLocale({ pathname: "/about", languages: ["de", "tr-TR"] })).toBe("tr");
    expect(resolveLocale({ pathname: "/about", languages: ["de"] })).toBe("en");
  });

  it("lets a remembered English choice win over a French browser", () => {
    expect(resolveLocale({ pathname: "/donate", cookie: "en", languages: ["fr-FR"] })).toBe("en");
  });

  it("ignores invalid values from any source", () => {
    expect(resolveLocale({ pathname: "/xx/about", cookie: "klingon", stored: "", languages: ["??"] })).toBe("en");
  });

  it("raises 'No locale found' when no source and no fallback give one", () => {
    expect(() => resolveLocale({ pathname: "/about", fallback: null })).toThrow("No locale found");
  });
});

describe("the Locale type", () => {
  it("names exactly the languages of project.inlang/settings.json, the base one among them", () => {
    // A Record over the union fails to compile if a member is missing or one too many is written.
    const members: Record<Locale, true> = { en: true, fr: true, tr: true, ar: true };
    expect(Object.keys(members).sort()).toEqual([...settings.locales].sort());
    expect(Object.keys(members)).toContain(settings.baseLocale);
  });
});

describe("fromLocales", () => {
  it("makes one entry per locale, in the list's order", () => {
    const names = fromLocales((locale) => localeInfo[locale].label);
    expect(names).toEqual({ en: "English", fr: "Français", tr: "Türkçe", ar: "العربية" });
    expect(Object.keys(names)).toEqual(["en", "fr", "tr", "ar"]);
  });
});
