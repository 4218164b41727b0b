// Texts of a translation that are word for word the English text: a translator who copied the
// English to fill a field, or a field nobody translated. The site never falls back to English on its
// own, so such a text is the one way English can appear on a translated page; `npm run i18n:status`
// lists them as warnings (they do not change its exit code unless --strict). Short texts (names,
// "WhatsApp", "Keep Gaza Connected") are often the same in every language and are not listed.
import { baseLocale } from "#model/locales.ts";
import type { CollectionsRead } from "./translated-collections.ts";
import { readMessages, translatedLocales, translatedTexts } from "./translations.ts";

export type SameAsEnglish = { locale: string; file: string; field: string; text: string };

/** A text of four words or more is one a translation would change. */
const MIN_WORDS = 4;

const isSentence = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= MIN_WORDS;

/**
 * Every string leaf of a value with its dotted path (`goals.0.heading`).
 */
export function stringLeaves(value: unknown, path: string = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/**
 * The fields of `translation` whose text equals the English text at the same place.
 */
function sameFields(english: unknown, translation: unknown) {
  const englishLeaves = new Map(stringLeaves(english));
  return stringLeaves(translation).filter(([field, text]) => isSentence(text) && englishLeaves.get(field)?.trim() === text.trim());
}

/**
 * Every translated text that is the English text unchanged, in the collections' files (pages,
 * policies, guides, data wording: translated-collections.ts) and in the messages.
 */
export async function sameAsEnglish(rootDir: string, read: CollectionsRead = {}): Promise<SameAsEnglish[]> {
  const found: SameAsEnglish[] = [];
  for (const { kind, locale, file, english, translation } of await translatedTexts(rootDir, read)) {
    for (const [field, text] of sameFields(english, translation))
      found.push({ locale, file, field: kind === "data" ? `wording.${locale}.${field}` : field, text });
  }
  const english = await readMessages(rootDir, baseLocale);
  for (const locale of translatedLocales) {
    for (const [field, text] of sameFields(english, await readMessages(rootDir, locale)))
      found.push({ locale, file: `messages/${locale}.json`, field, text });
  }
  return found;
}
