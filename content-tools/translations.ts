// Every translation of the site, with its fingerprints: the English text's today, the one the
// translation records (`source_hash`, `wording.<locale>.source_hash`, or its entry in
// messages/translated-from/<locale>.json) and its own. Where translations are comes from the list
// of collections (translated-collections.ts); the status (translation-status.ts), `--mark`
// (mark-translated.ts) and the same-as-English warning read them here.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { CompiledAs } from "#model/collections.ts";
import { baseLocale, type Locale, locales } from "#model/locales.ts";
import { readJsonFile, readMarkdownFile, readYamlFile, textsByKey } from "./content-file.ts";
import { sourceHash } from "./source-hash.ts";
import { type CollectionsRead, translatedDataFiles, translatedFolders } from "./translated-collections.ts";

/** What a translation is: a file of a per-language collection (by what the build makes of it), a data file's wording, or a message. */
export type Kind = CompiledAs | "data" | "message";

/**
 * One translation as it stands: the English fingerprint now (`english`), the one the translation
 * records (`recorded`), and the fingerprint of its own text (`translation`); `missing` when there is
 * no translation to read. `item` is its name for `--mark` and in translations/marked/<locale>.json:
 * `pages/home`, `data/figures`, `messages/<key>` (translated-collections.ts).
 */
export type Translation = {
  locale: Locale;
  kind: Kind;
  name: string;
  item: string;
  file: string;
  english: string;
  recorded?: string;
  translation?: string;
  missing: boolean;
};

/** The locales that are translated from English. */
export const translatedLocales = locales.filter((locale) => locale !== baseLocale);

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** True when a translation leaves empty a text the English has (the notice shows the English there). */
const hasEmptyText = (english: unknown, translation: unknown) =>
  Object.entries(record(english)).some(
    ([key, text]) => key !== "source_hash" && typeof text === "string" && text.trim() && !String(record(translation)[key] ?? "").trim(),
  );

/**
 * Every translation under a project folder, with its fingerprints: of the collections of
 * model/collections.ts (`collections` replaces the list: a test adds one), and of the messages.
 * @param rootDir the project folder (holding content/ and messages/)
 */
export async function translations(rootDir: string, read: CollectionsRead = {}): Promise<Translation[]> {
  return [...(await translatedTexts(rootDir, read)).map(withFingerprints), ...(await ofMessages(rootDir))];
}

/**
 * One text of a collection in one locale, parsed, beside its English: a Markdown file (a page, a
 * policy, a guide) or a data file's wording. `translation` is undefined when there is none.
 */
export type TranslatedText = {
  locale: Locale;
  kind: CompiledAs | "data";
  name: string;
  item: string;
  file: string;
  english: unknown;
  translation: unknown;
};

/**
 * Every translated text of the collections (model/collections.ts), in one walk that the status,
 * `--mark` and the same-as-English warning all read: each collection's named files, then each data
 * file's wording.
 */
export async function translatedTexts(rootDir: string, read: CollectionsRead = {}): Promise<TranslatedText[]> {
  const all: TranslatedText[] = [];
  for (const { kind, folder, prefix, names } of translatedFolders(read)) {
    for (const name of names) {
      const englishFile = join(rootDir, folder, baseLocale, `${name}.md`);
      if (!existsSync(englishFile)) continue;
      const english = await readMarkdownFile(englishFile);
      for (const locale of translatedLocales) {
        const file = `${folder}/${locale}/${name}.md`;
        const translation = existsSync(join(rootDir, file)) ? await readMarkdownFile(join(rootDir, file)) : undefined;
        all.push({ locale, kind, name, item: `${prefix}/${name}`, file, english, translation });
      }
    }
  }
  for (const { file, prefix, name } of translatedDataFiles(read)) {
    if (!existsSync(join(rootDir, file))) continue;
    const wording = record(record(await readYamlFile(join(rootDir, file))).wording);
    if (!(baseLocale in wording)) continue;
    for (const locale of translatedLocales) {
      all.push({ locale, kind: "data", name, item: `${prefix}/${name}`, file, english: wording[baseLocale], translation: wording[locale] });
    }
  }
  return all;
}

/**
 * A collection's text as a translation with its fingerprints. A Markdown file records its English
 * fingerprint in `source_hash`, and is missing when there is no file; a data file's wording records
 * it in `wording.<locale>.source_hash`, and is missing also when it leaves empty a text the English
 * has (its fingerprints are still read, as the status has always listed them).
 */
function withFingerprints({ english, translation, ...text }: TranslatedText): Translation {
  if (translation === undefined && text.kind !== "data") return { ...text, english: sourceHash(english), missing: true };
  const missing = text.kind === "data" && (translation === undefined || hasEmptyText(english, translation));
  const recorded = String(record(translation).source_hash);
  return { ...text, english: sourceHash(english), recorded, translation: sourceHash(translation), missing };
}

/** Messages: each translated message's English fingerprint is in messages/translated-from/<locale>.json. */
async function ofMessages(rootDir: string) {
  const all: Translation[] = [];
  const english = await readMessages(rootDir, baseLocale);
  for (const locale of translatedLocales) {
    const translated = await readMessages(rootDir, locale);
    const from = await readTranslatedFrom(rootDir, locale);
    for (const [key, text] of Object.entries(english)) {
      all.push({
        locale,
        kind: "message",
        name: key,
        item: `messages/${key}`,
        file: `messages/${locale}.json`,
        english: sourceHash(text),
        recorded: from[key],
        translation: translated[key] ? sourceHash(translated[key]) : undefined,
        missing: !translated[key],
      });
    }
  }
  return all;
}

/**
 * A locale's messages without the `$schema` line; none when the file is absent.
 */
export async function readMessages(rootDir: string, locale: string): Promise<Record<string, string>> {
  const path = join(rootDir, "messages", `${locale}.json`);
  if (!existsSync(path)) return {};
  const { $schema: _schema, ...messages } = await readJsonFile(path, textsByKey, "a set of messages, each a text");
  return messages;
}

/**
 * The English fingerprint each message of a locale was translated from.
 */
export async function readTranslatedFrom(rootDir: string, locale: string): Promise<Record<string, string>> {
  const path = join(rootDir, "messages", "translated-from", `${locale}.json`);
  return existsSync(path) ? await readJsonFile(path, textsByKey, "a set of fingerprints by message") : {};
}
