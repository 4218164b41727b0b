// Every locale has every message, with the same placeholders, and none is left in English.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { baseLocale, locales } from "#model/locales.ts";

const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../messages/${locale}.json`, import.meta.url), "utf8"));
const base = read(baseLocale);
const keys = Object.keys(base).filter((key) => key !== "$schema");
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Names and labels that are the same in every language.
const sameEverywhere = new Set([
  "site_name",
  "social_instagram",
  "social_facebook",
  "social_linkedin",
  "social_x",
  "help_platform_iphone",
  "help_platform_samsung",
]);
// Words that happen to be spelled the same in a language.
const sameIn: Record<string, string[]> = { fr: ["menu_title"] };

describe.each(locales.filter((l) => l !== baseLocale))("messages/%s.json", (locale) => {
  const messages = read(locale);

  it("has exactly the English keys", () => {
    expect(
      Object.keys(messages)
        .filter((key) => key !== "$schema")
        .sort(),
    ).toEqual([...keys].sort());
  });

  it("keeps every placeholder", () => {
    for (const key of keys) expect([key, placeholders(messages[key] ?? "")]).toEqual([key, placeholders(base[key] ?? "")]);
  });

  it("translates every message", () => {
    const untranslated = keys.filter((key) => !sameEverywhere.has(key) && !sameIn[locale]?.includes(key) && messages[key] === base[key]);
    expect(untranslated).toEqual([]);
  });
});

describe("messages/ar.json", () => {
  it("is written in Arabic script", () => {
    const text = Object.entries(read("ar"))
      .filter(([key]) => key !== "$schema" && !sameEverywhere.has(key))
      .map(([, value]) => value)
      .join(" ")
      .replace(/\{\w+\}|eSIM|QR|WhatsApp|Keep Gaza Connected|404/g, "");
    const letters = text.match(/\p{L}/gu) ?? [];
    const arabic = text.match(/\p{Script=Arabic}/gu) ?? [];
    expect(arabic.length / letters.length).toBeGreaterThan(0.95);
  });
});
