// The termbase in docs/glossary.md, enforced: a "never" variant in a language's texts fails, and so
// does a "use" term (or all of its alternatives) that appears nowhere in them (so every row is about text the site really has).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = new URL("../", import.meta.url).pathname;

/** Rows of the glossary table: { locale, use, never[] }. */
function glossaryRows() {
  const lines = readFileSync(join(root, "docs/glossary.md"), "utf8").split("\n");
  return lines
    .filter((line) => line.startsWith("| ") && !line.startsWith("| idea") && !line.startsWith("| ---"))
    .map((line) => {
      const [idea = "", locale = "", use = "", never = ""] = line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
      const list = (cell: string) =>
        cell
          .split(";")
          .map((term) => term.trim())
          .filter(Boolean);
      return { idea, locale, use: list(use), never: list(never) };
    });
}

/** Lower case and one kind of apostrophe; Arabic diacritics count (تبرّع is right, تبرع is not). */
function normalize(text: string) {
  return text.toLocaleLowerCase("tr").replace(/’/g, "'");
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Everything a locale's visitors read: its content files (a folder named after the locale) and its messages. */
function textsOf(locale: string) {
  const content = filesUnder(join(root, "content")).filter((path) => path.split("/").includes(locale));
  const files = [...content, join(root, `messages/${locale}.json`)].map((path) => ({
    path: path.slice(root.length),
    text: normalize(readFileSync(path, "utf8")),
  }));
  // Data files hold every language's wording side by side, under `wording.<locale>`.
  const data = filesUnder(join(root, "content/data")).map((path) => ({
    path: `${path.slice(root.length)} (wording.${locale})`,
    text: normalize(JSON.stringify(parse(readFileSync(path, "utf8"))?.wording?.[locale] ?? "")),
  }));
  return [...files, ...data];
}

describe("the glossary", () => {
  const rows = glossaryRows();

  it("has a row for every term the issue named", () => {
    expect(rows.flatMap((row) => row.use.map((term) => `${row.locale}:${term}`))).toEqual(
      expect.arrayContaining([
        "fr:délai de carence",
        "tr:bekleme süresi",
        "ar:فترة الانتظار",
        "fr:profils prioritaires",
        "tr:aktif",
        "ar:شريحة تقليدية",
        // Chosen in the language reviews of 2026-11-24 (docs/reviews/2026-11-24-answers.md).
        "fr:personnel médical",
        "fr:télétravailleurs",
        "fr:eSIM offerte",
        "tr:çevrim dışı",
        "ar:طلاب التعليم عن بُعد",
        "ar:أسبقية تقديمها",
        // The help guides' terms (issue 21).
        "fr:EID",
        "ar:تجوال البيانات",
        "tr:veri dolaşımı",
        "fr:adresse SM-DP+",
        "fr:code d'activation",
        "tr:aktivasyon kodu",
        "ar:رمز التفعيل",
        "fr:choisir un réseau manuellement",
        "ar:اختيار الشبكة يدويًا",
        "tr:mobil veri için",
        "ar:لبيانات الهاتف المحمول",
      ]),
    );
  });

  for (const row of rows) {
    it(`${row.locale}: "${row.use.join('" or "')}", never ${row.never.map((variant) => `"${variant}"`).join(", ")}`, () => {
      const texts = textsOf(row.locale);
      const offending = texts.flatMap(({ path, text }) =>
        row.never.filter((variant) => text.includes(normalize(variant))).map((variant) => `${path}: "${variant}"`),
      );
      expect(offending).toEqual([]);
      expect(texts.some(({ text }) => row.use.some((term) => text.includes(normalize(term))))).toBe(true);
    });
  }
});
