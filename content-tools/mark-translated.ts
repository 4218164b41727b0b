// Records that a translation says the same as today's English text: writes the English fingerprint
// into the translation (`source_hash`), so `npm run i18n:status` no longer lists it as outdated, and
// records what the translation said then (translations/marked/<locale>.json). Refuses when the
// English changed since the translation was last marked and the translation's text did not, unless
// it is marked unchanged on purpose, with a reason (decision 171).
// For `npm run i18n:status -- --mark <locale> <item> [--unchanged "<reason>"]`; translators in the
// editor copy the fingerprint into the translation's "English version translated" field instead.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { baseLocale } from "#model/locales.ts";
import { isOneOf } from "#model/one-of.ts";
import { withSourceHash } from "./content-file.ts";
import { type CollectionsRead, itemForms } from "./translated-collections.ts";
import { type Mark, readMarks, unchangedSinceEnglishChanged, writeMarks } from "./translation-marks.ts";
import { translationStatus } from "./translation-status.ts";
import { readMessages, readTranslatedFrom, type Translation, translatedLocales, translations } from "./translations.ts";

/** How to mark: why the translation needs no change although the English changed (a typo fixed in the English, say), and the collections. */
export type MarkOptions = CollectionsRead & { unchanged?: string };

/**
 * Marks one translation as made from the current English text.
 * @param locale fr, tr or ar
 * @param item `pages/<page>`, `policies/<slug>`, `help/<guide>`, `data/<file>`, `messages/<key>`, or `messages` (all of the locale's messages): the forms of translated-collections.ts
 * @returns the file written
 */
export async function markUpToDate(
  rootDir: string,
  locale: string,
  item: string,
  { unchanged, ...read }: MarkOptions = {},
): Promise<string> {
  if (!isOneOf(translatedLocales)(locale)) throw new Error(`${locale} is not a translated language (${translatedLocales.join(", ")})`);
  // The item's first part names its folder (or the messages), as the collections give them.
  const forms = itemForms(read);
  const [prefix, name] = item.split(/\/(.*)/s);
  if (!forms.some((form) => form === prefix || form.startsWith(`${prefix}/`)))
    throw new Error(`Unknown item ${item}: use ${forms.slice(0, -1).join(", ")} or ${forms.at(-1)}`);
  if (unchanged !== undefined && !unchanged.trim()) throw new Error("--unchanged needs a reason: why the translation needs no change");
  if (unchanged && prefix === "messages" && !name) throw new Error("--unchanged marks one message at a time: name it, messages/<key>");

  const chosen = (await translations(rootDir, read)).filter(
    (entry) => entry.locale === locale && !entry.missing && (entry.item === item || (item === "messages" && entry.kind === "message")),
  );
  if (!chosen.length) throw new Error(`No ${locale} translation ${item}, or no English original to mark it against`);
  const marks = await readMarks(rootDir, locale);
  const refused = chosen
    .filter((entry) => !unchanged && unchangedSinceEnglishChanged(marks[entry.item], entry.english, entry.translation ?? ""))
    .map((entry) => entry.item);
  if (refused.length)
    throw new Error(
      `Not marked: the English changed, but the translation did not since it was last marked (${refused.join(", ")}). ` +
        `Translate the change first; if the translation really needs no change, say why: --mark ${locale} ${refused[0]} --unchanged "<reason>"`,
    );

  for (const entry of chosen) {
    const mark: Mark = { english: entry.english, translation: entry.translation ?? "" };
    if (unchanged) mark.unchanged = unchanged.trim();
    marks[entry.item] = mark;
  }
  const file = await writeFingerprints(rootDir, locale, chosen);
  await writeMarks(rootDir, locale, marks);
  return file;
}

/** Writes today's English fingerprint into the chosen translations (one file's, or messages); returns the file written. */
async function writeFingerprints(rootDir: string, locale: string, chosen: Translation[]) {
  const [first] = chosen;
  if (!first) throw new Error("Nothing to mark");
  if (first.kind === "data") {
    const document = parseDocument(await readFile(join(rootDir, first.file), "utf8"));
    if (!document.hasIn(["wording", locale])) throw new Error(`${first.file} has no ${locale} wording`);
    document.setIn(["wording", locale, "source_hash"], first.english);
    await writeFile(join(rootDir, first.file), document.toString());
    return first.file;
  }
  if (first.kind !== "message") {
    const text = await readFile(join(rootDir, first.file), "utf8");
    await writeFile(join(rootDir, first.file), withSourceHash(text, first.english));
    return first.file;
  }
  const english = await readMessages(rootDir, baseLocale);
  const from = await readTranslatedFrom(rootDir, locale);
  for (const entry of chosen) from[entry.name] = entry.english;
  // In the English order, so the file reads beside messages/en.json.
  const ordered = Object.fromEntries(Object.keys(english).flatMap((key) => (from[key] ? [[key, from[key]]] : [])));
  const file = `messages/translated-from/${locale}.json`;
  await mkdir(join(rootDir, "messages", "translated-from"), { recursive: true });
  await writeFile(join(rootDir, file), `${JSON.stringify(ordered, null, 2)}\n`);
  return file;
}

/**
 * Records what every up-to-date translation says now, without marking anything: the starting point
 * of the check above for translations never marked by the tool (and after translators' edits made
 * in the editor). A translation reported outdated is left as it is.
 * @returns how many translations were recorded
 */
export async function recordUpToDate(rootDir: string, read: CollectionsRead = {}): Promise<number> {
  // A translation is one file's, or one message's: the status names it by its file and name.
  const flagged = new Set((await translationStatus(rootDir, read)).map((item) => `${item.locale} ${item.file} ${item.name}`));
  let count = 0;
  const all = await translations(rootDir, read);
  for (const locale of translatedLocales) {
    const marks = await readMarks(rootDir, locale);
    for (const entry of all.filter((one) => one.locale === locale && !one.missing && !flagged.has(`${locale} ${one.file} ${one.name}`))) {
      const previous = marks[entry.item];
      // A reason given for today's English stays with it.
      const reason = previous?.english === entry.english && previous.translation === entry.translation ? previous.unchanged : undefined;
      marks[entry.item] = { english: entry.english, translation: entry.translation ?? "", ...(reason ? { unchanged: reason } : {}) };
      count++;
    }
    await writeMarks(rootDir, locale, marks);
  }
  return count;
}
