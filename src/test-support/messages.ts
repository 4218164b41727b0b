// The interface messages of a language as the components' unit tests expect them, read from the
// files translators edit (messages/<locale>.json), not from the compiled module under test.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { m } from "../paraglide/messages.js";

/** Every message of `locale`, by key. */
export function messages(locale: string): Record<keyof typeof m, string> {
  // import.meta.dirname: this file's folder, wherever the tests run from (a URL under a test DOM may be no file).
  return JSON.parse(readFileSync(resolve(import.meta.dirname, `../../messages/${locale}.json`), "utf8"));
}
