// The interface text (messages/<locale>.json) the build writes into compiled content: the words a
// screen reader hears after a link that opens a new tab. A missing one stops the build, naming the
// file and the key, rather than leaving the words out.
import { join } from "node:path";
import type { Locale } from "#model/locales.ts";
import { readJsonFileSync, textsByKey } from "./content-file.ts";

/** One message of a locale, as its file under `root` holds it; throws when the file lacks it. */
export function readMessage(root: string, locale: Locale, key: string): string {
  const file = `messages/${locale}.json`;
  const messages = readJsonFileSync(join(root, file), textsByKey, "a set of messages, each a text");
  const text = messages[key];
  if (typeof text !== "string" || !text) throw new Error(`${file} has no message "${key}"`);
  return text;
}
