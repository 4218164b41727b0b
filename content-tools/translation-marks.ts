// What each translation said when it was last marked as up to date: `translations/marked/<locale>.json`
// records, per item (`pages/home`, `messages/<key>`…), the English fingerprint it was marked against
// and the fingerprint of the translation's own text then. With it, marking a translation current
// when its text has not changed since the English changed is refused (mark-translated.ts), and a
// fingerprint copied by hand without a change to the text is still reported as outdated
// (translation-status.ts), unless the translation is marked unchanged on purpose, with a reason.
// See docs/decisions/171-a-fingerprint-cannot-hide-an-unchanged-translation.md.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { readJsonFile } from "./content-file.ts";

/** A translation as it was last marked: English and translation fingerprints, and why it was left unchanged, if it was. */
const markShape = z.object({ english: z.string(), translation: z.string(), unchanged: z.string().optional() });
export type Mark = z.infer<typeof markShape>;

const marksFile = (rootDir: string, locale: string) => join(rootDir, "translations", "marked", `${locale}.json`);

/** A locale's marks by item; none when the file is absent (nothing marked by the tools yet). */
export async function readMarks(rootDir: string, locale: string): Promise<Record<string, Mark>> {
  const path = marksFile(rootDir, locale);
  // The file most likely to meet a merge (every --mark rewrites it): read through the one reader,
  // which names it when the merge is left half-done.
  return existsSync(path) ? await readJsonFile(path, z.record(z.string(), markShape), "a set of marks by translation") : {};
}

/** Writes a locale's marks, sorted by item. */
export async function writeMarks(rootDir: string, locale: string, marks: Record<string, Mark>) {
  await mkdir(join(rootDir, "translations", "marked"), { recursive: true });
  const sorted = Object.fromEntries(
    Object.keys(marks)
      .sort()
      .map((item) => [item, marks[item]]),
  );
  await writeFile(marksFile(rootDir, locale), `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * True when the English changed since the translation was last marked, and the translation's text
 * did not: marking it current would hide an untranslated change (the French I7 case of 2026-11-25).
 * Unknown (no mark yet) is not refused: there is nothing to compare with.
 */
export const unchangedSinceEnglishChanged = (mark: Mark | undefined, english: string, translation: string) =>
  Boolean(mark && mark.english !== english && mark.translation === translation);
