// The plan wording of content/data/travel-plans.yaml, filled for every value a plan can have: the
// words must agree with the number in each language. Expected forms are the grammar written out
// by hand (not Intl's output).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { Locale } from "../locales.ts";
import { type CountForms, fillCount, formFor } from "./plural-counts.ts";

const plans = parse(readFileSync(new URL("../../content/data/travel-plans.yaml", import.meta.url), "utf8")) as {
  wording: Record<Locale, { validity: CountForms; price: CountForms }>;
};
const wording = (locale: Locale) => plans.wording[locale];
const nbsp = "\u00a0";
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Arabic counted nouns: 1 and 2 are words of their own, 3–10 take the plural, 11–99 the accusative singular, whole hundreds the genitive singular. */
function arabicCount(n: number, [one, two, plural, accusative, genitive]: string[]) {
  const lastTwo = n % 100;
  if (n === 1) return one;
  if (n === 2) return two;
  if (lastTwo >= 3 && lastTwo <= 10) return `${n.toLocaleString("en")} ${plural}`;
  if (lastTwo >= 11) return `${n.toLocaleString("en")} ${accusative}`;
  return `${n.toLocaleString("en")} ${genitive}`;
}

describe("a plan's validity, for every length from 1 to 90 days", () => {
  const days = range(1, 90);
  it("English: 1 day, 2 days", () => {
    expect(days.map((n) => fillCount(wording("en").validity, n, "en"))).toEqual(days.map((n) => (n === 1 ? "1 day" : `${n} days`)));
  });
  it("French: 1 jour, 2 jours (a no-break space before the unit)", () => {
    expect(days.map((n) => fillCount(wording("fr").validity, n, "fr"))).toEqual(days.map((n) => `${n}${nbsp}jour${n === 1 ? "" : "s"}`));
  });
  it("Turkish: no plural after a number (30 gün)", () => {
    expect(days.map((n) => fillCount(wording("tr").validity, n, "tr"))).toEqual(days.map((n) => `${n} gün`));
  });
  it("Arabic: يوم واحد، يومان، 3 أيام، 11 يومًا", () => {
    expect(days.map((n) => fillCount(wording("ar").validity, n, "ar"))).toEqual(
      days.map((n) => arabicCount(n, ["يوم واحد", "يومان", "أيام", "يومًا", "يوم"])),
    );
    expect(fillCount(wording("ar").validity, 30, "ar")).toBe("30 يومًا");
    expect(fillCount(wording("ar").validity, 7, "ar")).toBe("7 أيام");
  });
});

describe("a plan's price, for prices from $1 to $1,000", () => {
  const prices = [...range(1, 120), 200, 203, 215, 999, 1000];
  it("English: $60", () => {
    expect(prices.map((n) => fillCount(wording("en").price, n, "en"))).toEqual(prices.map((n) => `$${n.toLocaleString("en")}`));
  });
  it("French: 60 $ US", () => {
    expect(fillCount(wording("fr").price, 60, "fr")).toBe(`60${nbsp}$${nbsp}US`);
    expect(fillCount(wording("fr").price, 1000, "fr")).toBe(`1\u202f000${nbsp}$${nbsp}US`);
  });
  it("Turkish: 60 $, the sign after the number", () => {
    expect(prices.map((n) => fillCount(wording("tr").price, n, "tr"))).toEqual(prices.map((n) => `${n.toLocaleString("tr")}${nbsp}$`));
    expect(fillCount(wording("tr").price, 60, "tr")).toBe(`60${nbsp}$`);
  });
  it("Arabic: دولار واحد، دولاران، 5 دولارات، 60 دولارًا، 100 دولار", () => {
    expect(prices.map((n) => fillCount(wording("ar").price, n, "ar"))).toEqual(
      prices.map((n) => arabicCount(n, ["دولار واحد", "دولاران", "دولارات", "دولارًا", "دولار"])),
    );
    expect(fillCount(wording("ar").price, 60, "ar")).toBe("60 دولارًا");
  });
});

describe("formFor", () => {
  it("uses `other` for a category a language leaves out, and a plain string for every value", () => {
    expect(formFor({ other: "{value} gün" }, 1, "tr")).toBe("{value} gün");
    expect(formFor({ one: "a", other: "b" }, 2, "en")).toBe("b");
    expect(fillCount("{value} GB", 1, "en")).toBe("1 GB");
  });
});

describe("French elision before a placeholder", () => {
  // fr.json writes «le {date}» and «à partir du {date}»: right only if a date never starts with a vowel or a mute h.
  it("every day of 2026 and 2027 starts with its weekday, a consonant, so «le» and «du» never elide", async () => {
    const { formatDay } = await import("./dates-and-numbers.ts");
    const days = Array.from({ length: 730 }, (_, index) => new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10));
    const elidable = days.map((day) => formatDay(day, "fr")).filter((text) => /^[aeiouyhàâéèêîôû]/i.test(text));
    expect(elidable).toEqual([]);
  });
});
