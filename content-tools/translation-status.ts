// Which translations are missing and which are outdated, for `npm run i18n:status` and the editor
// at /admin. A translation is outdated when the English text it records (`source_hash`, or its entry
// in messages/translated-from/<locale>.json) is not the fingerprint of the English text today.
// docs/translating.md explains it to translators.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { baseLocale, locales } from "../model/locales.ts";
import { readMarkdownFile, readYamlFile } from "./content-file.ts";
import { sourceHash } from "./source-hash.ts";

export type Kind = "page" | "policy" | "guide" | "data" | "message";
/**
 * One translation to write or to update. `sourceHash` is the fingerprint of the English text now:
 * the value the translation records (as `source_hash`) once it says the same as the English.
 */
export type StatusItem = { locale: string; kind: Kind; name: string; file: string; state: "missing" | "outdated"; sourceHash: string };

/** The locales that are translated from English. */
export const translatedLocales = locales.filter((locale) => locale !== baseLocale);

/** Content folders of one Markdown file per item per locale. */
const markdownKinds = [
  ["page", "content/pages"],
  ["policy", "content/policies"],
  ["guide", "content/help"],
] as const;

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
 * Every missing and outdated translation under a project folder, by locale, then kind, then name.
 * @param rootDir the project folder (holding content/ and messages/)
 */
export async function translationStatus(rootDir: string): Promise<StatusItem[]> {
  const items: StatusItem[] = [];

  // Pages, policies and help guides: one Markdown file per locale, recording the English file's fingerprint.
  for (const [kind, folder] of markdownKinds) {
    for (const fileName of await filesIn(join(rootDir, folder, baseLocale), ".md")) {
      const hash = sourceHash(await readMarkdownFile(join(rootDir, folder, baseLocale, fileName)));
      for (const locale of translatedLocales) {
        const file = `${folder}/${locale}/${fileName}`;
        const name = basename(fileName, ".md");
        if (!existsSync(join(rootDir, file))) items.push({ locale, kind, name, file, state: "missing", sourceHash: hash });
        else if (String((await readMarkdownFile(join(rootDir, file))).source_hash) !== hash) {
          items.push({ locale, kind, name, file, state: "outdated", sourceHash: hash });
        }
      }
    }
  }

  // Data files: the numbers are shared, each locale's wording records the English wording's fingerprint.
  for (const fileName of await filesIn(join(rootDir, "content/data"), ".yaml")) {
    const file = `content/data/${fileName}`;
    const wording = record(record(await readYamlFile(join(rootDir, file))).wording);
    if (!(baseLocale in wording)) continue;
    const hash = sourceHash(wording[baseLocale]);
    for (const locale of translatedLocales) {
      const name = basename(fileName, ".yaml");
      if (!(locale in wording) || hasEmptyText(wording[baseLocale], wording[locale]))
        items.push({ locale, kind: "data", name, file, state: "missing", sourceHash: hash });
      else if (String(record(wording[locale]).source_hash) !== hash)
        items.push({ locale, kind: "data", name, file, state: "outdated", sourceHash: hash });
    }
  }

  // Messages: each translated message's English fingerprint is in messages/translated-from/<locale>.json.
  const english = await readMessages(rootDir, baseLocale);
  for (const locale of translatedLocales) {
    const translated = await readMessages(rootDir, locale);
    const from = await readTranslatedFrom(rootDir, locale);
    for (const [key, text] of Object.entries(english)) {
      const hash = sourceHash(text);
      const file = `messages/${locale}.json`;
      if (!translated[key]) items.push({ locale, kind: "message", name: key, file, state: "missing", sourceHash: hash });
      else if (from[key] !== hash) items.push({ locale, kind: "message", name: key, file, state: "outdated", sourceHash: hash });
    }
  }

  const kindOrder = ["page", "policy", "guide", "data", "message"];
  return items.sort(
    (a, b) =>
      translatedLocales.indexOf(a.locale as never) - translatedLocales.indexOf(b.locale as never) ||
      kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}

/**
 * A locale's messages without the `$schema` line; none when the file is absent.
 */
export async function readMessages(rootDir: string, locale: string): Promise<Record<string, string>> {
  const path = join(rootDir, "messages", `${locale}.json`);
  if (!existsSync(path)) return {};
  const { $schema: _schema, ...messages } = JSON.parse(await readFile(path, "utf8"));
  return messages;
}

/**
 * The English fingerprint each message of a locale was translated from.
 */
export async function readTranslatedFrom(rootDir: string, locale: string): Promise<Record<string, string>> {
  const path = join(rootDir, "messages", "translated-from", `${locale}.json`);
  return existsSync(path) ? JSON.parse(await readFile(path, "utf8")) : {};
}
