// Every translation of the site, with its fingerprints: the English text's today, the one the
// translation records (`source_hash`, `wording.<locale>.source_hash`, or its entry in
// messages/translated-from/<locale>.json) and its own. Where translations are comes from the list
// of collections (translated-collections.ts); the status (translation-status.ts), `--mark`
// (mark-translated.ts) and the same-as-English warning read them here.
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { basename, join } from "node:path";
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

/**
 * Names of the files with an extension in a folder, sorted; none when the folder is absent.
 */
async function filesIn(dir: string, extension: string) {
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter((name) => name.endsWith(extension)).sort();
}

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
  return [...(await ofMarkdownFiles(rootDir, read)), ...(await ofDataFiles(rootDir, read)), ...(await ofMessages(rootDir))];
}

/** Pages, policies, guides: one Markdown file per locale, recording the English file's fingerprint. */
async function ofMarkdownFiles(rootDir: string, read: CollectionsRead) {
  const all: Translation[] = [];
  for (const { kind, folder, prefix } of translatedFolders(read)) {
    for (const fileName of await filesIn(join(rootDir, folder, baseLocale), ".md")) {
      const english = sourceHash(await readMarkdownFile(join(rootDir, folder, baseLocale, fileName)));
      const name = basename(fileName, ".md");
      const item = `${prefix}/${name}`;
      for (const locale of translatedLocales) {
        const file = `${folder}/${locale}/${fileName}`;
        const text = existsSync(join(rootDir, file)) ? await readMarkdownFile(join(rootDir, file)) : undefined;
        const recorded = text && { recorded: String(text.source_hash), translation: sourceHash(text) };
        all.push({ locale, kind, name, item, file, english, ...recorded, missing: !text });
      }
    }
  }
  return all;
}

/** Data files: the numbers are shared, each locale's wording records the English wording's fingerprint. */
async function ofDataFiles(rootDir: string, read: CollectionsRead) {
  const all: Translation[] = [];
  for (const { file, prefix, name } of translatedDataFiles(read)) {
    if (!existsSync(join(rootDir, file))) continue;
    const wording = record(record(await readYamlFile(join(rootDir, file))).wording);
    if (!(baseLocale in wording)) continue;
    const english = sourceHash(wording[baseLocale]);
    for (const locale of translatedLocales) {
      const missing = !(locale in wording) || hasEmptyText(wording[baseLocale], wording[locale]);
      const recorded = String(record(wording[locale]).source_hash);
      const item = `${prefix}/${name}`;
      all.push({ locale, kind: "data", name, item, file, english, recorded, translation: sourceHash(wording[locale]), missing });
    }
  }
  return all;
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
