// Which translations are missing and which are outdated, for `npm run i18n:status` and the editor
// at /admin. A translation is outdated when the English text it records (`source_hash`, or its entry
// in messages/translated-from/<locale>.json) is not the fingerprint of the English text today.
// It is outdated too when it records today's fingerprint but its text is the one last marked for an
// older English (translation-marks.ts). docs/translating.md explains it to translators.
import type { Locale } from "#model/locales.ts";
import type { CollectionsRead } from "./translated-collections.ts";
import { readMarks, unchangedSinceEnglishChanged } from "./translation-marks.ts";
import { type Kind, translatedLocales, translations } from "./translations.ts";

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

/** Why a translation that records today's English fingerprint is still listed as outdated. */
export const unchangedNote = "marked as up to date, but its text has not changed since the English changed";

/**
 * Every missing and outdated translation under a project folder, by locale, then kind (in the order
 * the collections list them, messages last), then name. A translation that records today's
 * fingerprint is outdated all the same when its text is the one last marked for an older English
 * text (a fingerprint copied without translating the change).
 * @param rootDir the project folder (holding content/ and messages/)
 */
export async function translationStatus(rootDir: string, read: CollectionsRead = {}): Promise<StatusItem[]> {
  const items: StatusItem[] = [];
  const marks = Object.fromEntries(await Promise.all(translatedLocales.map(async (locale) => [locale, await readMarks(rootDir, locale)])));
  const all = await translations(rootDir, read);
  for (const entry of all) {
    const { locale, kind, name, file, english: sourceHash } = entry;
    if (entry.missing) items.push({ locale, kind, name, file, state: "missing", sourceHash });
    else if (entry.recorded !== sourceHash) items.push({ locale, kind, name, file, state: "outdated", sourceHash });
    else if (unchangedSinceEnglishChanged(marks[locale]?.[entry.item], sourceHash, entry.translation ?? ""))
      items.push({ locale, kind, name, file, state: "outdated", sourceHash, note: unchangedNote });
  }

  const kindOrder = [...new Set(all.map((entry) => entry.kind))];
  return items.sort(
    (a, b) =>
      translatedLocales.indexOf(a.locale) - translatedLocales.indexOf(b.locale) ||
      kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}

/** The translations marked unchanged on purpose for today's English, with the reason given. */
export async function unchangedOnPurpose(rootDir: string, read: CollectionsRead = {}) {
  const list: Array<{ locale: string; item: string; file: string; reason: string }> = [];
  const all = await translations(rootDir, read);
  for (const locale of translatedLocales) {
    const marks = await readMarks(rootDir, locale);
    for (const { item, english, file } of all.filter((one) => one.locale === locale)) {
      const mark = marks[item];
      if (mark?.unchanged && mark.english === english) list.push({ locale, item, file, reason: mark.unchanged });
    }
  }
  return list;
}
