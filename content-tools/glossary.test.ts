// The termbase in docs/glossary.md, enforced: a "never" variant in a language's texts fails, and so
// does a "use" term (or all of its alternatives) that appears nowhere in them (so every row is about text the site really has).
// For the terms with an English row (the help guides' phone terms), each translated guide must use
// the term wherever its English guide does.
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

/** An idea's key: its words before any bracket ("data roaming (the setting…)" and "data roaming" are one idea). */
const ideaKey = (idea: string) => idea.split(" (")[0]?.trim() ?? idea;

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
  const files: Array<{ path: string; text: string; unquoted?: string }> = [...content, join(root, `messages/${locale}.json`)].map(
    (path) => ({ path: path.slice(root.length), text: normalize(readFileSync(path, "utf8")) }),
  );
  // In the help guides a bold label is what the phone shows: quoted as it is, whatever the glossary prefers.
  for (const file of files) if (file.path.startsWith("content/help/")) file.unquoted = file.text.replace(/\*\*[^*\n]+\*\*/g, "");
  // Data files hold every language's wording side by side, under `wording.<locale>`.
  const data = filesUnder(join(root, "content/data")).map((path) => ({
    path: `${path.slice(root.length)} (wording.${locale})`,
    text: normalize(JSON.stringify(parse(readFileSync(path, "utf8"))?.wording?.[locale] ?? "")),
  }));
  return [...files, ...data] as Array<{ path: string; text: string; unquoted?: string }>;
}

/** The help guides' names (their English files). */
const guides = readdirSync(join(root, "content/help/en")).filter((name) => name.endsWith(".md"));
const guideText = (locale: string, guide: string) => normalize(readFileSync(join(root, "content/help", locale, guide), "utf8"));

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

  /** The English row of an idea, when it has one (the guides' phone terms). */
  const englishOf = (row: (typeof rows)[number]) =>
    rows.find((other) => other.locale === "en" && ideaKey(other.idea) === ideaKey(row.idea));
  const englishTexts = textsOf("en");
  const usedInEnglish = (english: (typeof rows)[number]) =>
    englishTexts.some(({ text }) => english.use.some((term) => text.includes(normalize(term))));

  for (const row of rows) {
    it(`${row.locale}: "${row.use.join('" or "')}", never ${row.never.map((variant) => `"${variant}"`).join(", ")}`, () => {
      const texts = textsOf(row.locale);
      const offending = texts.flatMap(({ path, text, unquoted }) =>
        row.never.filter((variant) => (unquoted ?? text).includes(normalize(variant))).map((variant) => `${path}: "${variant}"`),
      );
      expect(offending).toEqual([]);
      // A phone term no English text uses yet (a guide still to be written) is checked for its "never" variants only.
      const english = englishOf(row);
      if (english && !usedInEnglish(english)) return;
      expect(texts.some(({ text }) => row.use.some((term) => text.includes(normalize(term))))).toBe(true);
    });
  }

  it("each translated help guide uses the glossary's term wherever its English guide uses the English one", () => {
    const missing: string[] = [];
    for (const english of rows.filter((row) => row.locale === "en"))
      for (const guide of guides) {
        if (!english.use.some((term) => guideText("en", guide).includes(normalize(term)))) continue;
        for (const row of rows.filter((other) => other.locale !== "en" && ideaKey(other.idea) === ideaKey(english.idea)))
          if (!row.use.some((term) => guideText(row.locale, guide).includes(normalize(term))))
            missing.push(`content/help/${row.locale}/${guide}: "${english.use[0]}" needs "${row.use.join('" or "')}"`);
      }
    expect(missing).toEqual([]);
  });

  it("gives the help guides' phone terms a row in all four languages", () => {
    const ideas = new Set(rows.filter((row) => row.locale === "en").map((row) => ideaKey(row.idea)));
    for (const idea of [
      "eSIM profile",
      "activation code",
      "SM-DP+ address",
      "data roaming",
      "network operators",
      "Airplane mode",
      "mobile data",
      "hotspot",
      "Wi-Fi",
      "QR code",
      "confirmation code",
      "access point name, APN",
      "Settings",
      "screenshot",
      "carrier",
      "EID",
    ]) {
      expect(ideas, idea).toContain(idea);
      expect(
        rows
          .filter((row) => ideaKey(row.idea) === idea)
          .map((row) => row.locale)
          .sort(),
        idea,
      ).toEqual(["ar", "en", "fr", "tr"]);
    }
  });
});
