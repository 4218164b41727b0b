// What the build tells the service worker to save: scripts/build-service-worker.ts writes it into
// the worker (Vite's `define`), src/sw.ts reads it. One type for both, so a field renamed on one
// side fails the type check rather than leaving the worker with nothing to save.
import type { Locale } from "./locales.ts";

/** A file to save: the URL it answers, and the file to fetch for it. */
export type SavedFile = [url: string, file: string];

/** One locale's files in the two rounds of saving (decision 190): what a resident needs with no connection, then the rest. */
export type SavingRounds = { first: SavedFile[]; second: SavedFile[] };

/** Every locale's rounds of saving after a visit with scripts (`__OFFLINE_FILES__`). */
export type OfflineFiles = Record<Locale, SavingRounds>;

/** Every locale's help guides, saved when a reader asks in data-saving mode (`__GUIDE_FILES__`, decision 141). */
export type GuideFiles = Record<Locale, SavedFile[]>;
