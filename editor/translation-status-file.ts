// /admin/translation-status.json: the list of `npm run i18n:status` (the missing and outdated
// translations, and the texts still in English) for the editor page's "Translations to update"
// panel (admin/status-panel.ts), which reads it through this type. Written by the build for the
// hosted editor (build-admin.ts, with the time of the build) and by the local server on each request
// (server.ts, computed afresh, so without a time).
import { type SameAsEnglish, sameAsEnglish } from "../content-tools/same-as-english.ts";
import { type StatusItem, translationStatus } from "../content-tools/translation-status.ts";
import type { OrMessage } from "./or-message.ts";

export type TranslationStatusFile = {
  /** When the build computed the list, "YYYY-MM-DD HH:MM" (UTC); absent from the local server's. */
  builtAt?: string;
  items: StatusItem[];
  sameAsEnglish: SameAsEnglish[];
};

/** What the panel may receive: the file, or the local server's message naming a file it cannot read (server.ts). */
export type TranslationStatusAnswer = OrMessage<TranslationStatusFile>;

/** The file's contents for the project under `rootDir`. */
export async function translationStatusFile(rootDir: string, builtAt?: string): Promise<TranslationStatusFile> {
  return { ...(builtAt ? { builtAt } : {}), items: await translationStatus(rootDir), sameAsEnglish: await sameAsEnglish(rootDir) };
}
