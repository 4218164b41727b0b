// Which translations are missing and which are outdated, for `npm run i18n:status` and the editor
// at /admin. A translation is outdated when the English text it records (`source_hash`, or its entry
// in messages/translated-from/<locale>.json) is not the fingerprint of the English text today.
// It is outdated too when it records today's fingerprint but its text is the one last marked for an
// older English (translation-marks.ts). docs/translating.md explains it to translators.
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { basename, join } from "node:path";
import { baseLocale, type Locale, locales } from "#model/locales.ts";
import { readJsonFile, readMarkdownFile, readYamlFile, textsByKey } from "./content-file.ts";
import { sourceHash } from "./source-hash.ts";
import { readMarks, unchangedSinceEnglishChanged } from "./translation-marks.ts";

export type Kind = "page" | "policy" | "guide" | "data" | "message";
/**
 * One translation to write or to update. `sourceHash` is the fingerprint of the English text now:
 * the value the translation records (as `source_hash`) once it says the same as the English. `note`
 * says why a translation that records today's fingerprint is still outdated.
 */
export type StatusItem = {
  locale: Locale;
  kind: Kind;
  name: string;
  file: string;
  state: "missing" | "outdated";
  sourceHash: string;
  note?: string;
};

/**
 * One translation as it stands: the English fingerprint now (`english`), the one the translation
 * records (`recorded`), and the fingerprint of its own text (`translation`); `missing` when there is
 * no translation to read.
 */
export type Translation = {
  locale: Locale;
  kind: Kind;
  name: string;
  file: string;
  english: string;
  recorded?: string;
  translation?: string;
  missing: boolean;
};

/** The name of a translation for `--mark` and in translations/marked/<locale>.json: `pages/home`, `messages/<key>`. */
export const itemName = ({ kind, name }: { kind: Kind; name: string }) =>
  `${{ page: "pages", policy: "policies", guide: "help", data: "data", message: "messages" }[kind]}/${name}`;

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
 * Every translation under a project folder, with its fingerprints.
 * @param rootDir the project folder (holding content/ and messages/)
 */
export async function translations(rootDir: string): Promise<Translation[]> {
  const all: Translation[] = [];

  // Pages, policies and help guides: one Markdown file per locale, recording the English file's fingerprint.
  for (const [kind, folder] of markdownKinds) {
    for (const fileName of await filesIn(join(rootDir, folder, baseLocale), ".md")) {
      const english = sourceHash(await readMarkdownFile(join(rootDir, folder, baseLocale, fileName)));
      for (const locale of translatedLocales) {
        const file = `${folder}/${locale}/${fileName}`;
        const name = basename(fileName, ".md");
        if (!existsSync(join(rootDir, file))) {
          all.push({ locale, kind, name, file, english, missing: true });
          continue;
        }
        const text = await readMarkdownFile(join(rootDir, file));
        all.push({ locale, kind, name, file, english, recorded: String(text.source_hash), translation: sourceHash(text), missing: false });
      }
    }
  }

  // Data files: the numbers are shared, each locale's wording records the English wording's fingerprint.
  for (const fileName of await filesIn(join(rootDir, "content/data"), ".yaml")) {
    const file = `content/data/${fileName}`;
    const wording = record(record(await readYamlFile(join(rootDir, file))).wording);
    if (!(baseLocale in wording)) continue;
    const english = sourceHash(wording[baseLocale]);
    for (const locale of translatedLocales) {
      const name = basename(fileName, ".yaml");
      const missing = !(locale in wording) || hasEmptyText(wording[baseLocale], wording[locale]);
      const recorded = String(record(wording[locale]).source_hash);
      all.push({ locale, kind: "data", name, file, english, recorded, translation: sourceHash(wording[locale]), missing });
    }
  }

  // Messages: each translated message's English fingerprint is in messages/translated-from/<locale>.json.
  const english = await readMessages(rootDir, baseLocale);
  for (const locale of translatedLocales) {
    const translated = await readMessages(rootDir, locale);
    const from = await readTranslatedFrom(rootDir, locale);
    for (const [key, text] of Object.entries(english)) {
      const file = `messages/${locale}.json`;
      const translation = translated[key] ? sourceHash(translated[key]) : undefined;
      all.push({
        locale,
        kind: "message",
        name: key,
        file,
        english: sourceHash(text),
        recorded: from[key],
        translation,
        missing: !translated[key],
      });
    }
  }
  return all;
}

/** Why a translation that records today's English fingerprint is still listed as outdated. */
export const unchangedNote = "marked as up to date, but its text has not changed since the English changed";

/**
 * Every missing and outdated translation under a project folder, by locale, then kind, then name.
 * A translation that records today's fingerprint is outdated all the same when its text is the one
 * last marked for an older English text (a fingerprint copied without translating the change).
 * @param rootDir the project folder (holding content/ and messages/)
 */
export async function translationStatus(rootDir: string): Promise<StatusItem[]> {
  const items: StatusItem[] = [];
  const marks = Object.fromEntries(await Promise.all(translatedLocales.map(async (locale) => [locale, await readMarks(rootDir, locale)])));
  for (const entry of await translations(rootDir)) {
    const { locale, kind, name, file, english: sourceHash } = entry;
    if (entry.missing) items.push({ locale, kind, name, file, state: "missing", sourceHash });
    else if (entry.recorded !== sourceHash) items.push({ locale, kind, name, file, state: "outdated", sourceHash });
    else if (unchangedSinceEnglishChanged(marks[locale]?.[itemName(entry)], sourceHash, entry.translation ?? ""))
      items.push({ locale, kind, name, file, state: "outdated", sourceHash, note: unchangedNote });
  }

  const kindOrder = ["page", "policy", "guide", "data", "message"];
  return items.sort(
    (a, b) =>
      translatedLocales.indexOf(a.locale) - translatedLocales.indexOf(b.locale) ||
      kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}

/** The translations marked unchanged on purpose for today's English, with the reason given. */
export async function unchangedOnPurpose(rootDir: string) {
  const list: Array<{ locale: string; item: string; file: string; reason: string }> = [];
  const all = await translations(rootDir);
  for (const locale of translatedLocales) {
    const marks = await readMarks(rootDir, locale);
    for (const entry of all.filter((one) => one.locale === locale)) {
      const mark = marks[itemName(entry)];
      if (mark?.unchanged && mark.english === entry.english)
        list.push({ locale, item: itemName(entry), file: entry.file, reason: mark.unchanged });
    }
  }
  return list;
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
