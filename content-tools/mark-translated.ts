// Records that a translation says the same as today's English text: writes the English fingerprint
// into the translation (`source_hash`), so `npm run i18n:status` no longer lists it as outdated.
// For `npm run i18n:status -- --mark <locale> <item>`; translators in the editor copy the
// fingerprint into the translation's "English version translated" field instead.
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { baseLocale } from "../model/locales.ts";
import { readMarkdownFile, withSourceHash } from "./content-file.ts";
import { sourceHash } from "./source-hash.ts";
import { readMessages, readTranslatedFrom, translatedLocales } from "./translation-status.ts";

/**
 * Marks one translation as made from the current English text.
 * @param locale fr, tr or ar
 * @param item `pages/<page>`, `policies/<slug>`, `help/<guide>`, `data/<file>`, `messages/<key>`, or `messages` (all of the locale's messages)
 * @returns the file written
 */
export async function markUpToDate(rootDir: string, locale: string, item: string): Promise<string> {
  if (!translatedLocales.includes(locale as never))
    throw new Error(`${locale} is not a translated language (${translatedLocales.join(", ")})`);
  const [folder, name] = item.split(/\/(.*)/s);
  if (folder === "pages" || folder === "policies" || folder === "help") {
    const file = `content/${folder}/${locale}/${name}.md`;
    const english = join(rootDir, "content", folder, baseLocale, `${name}.md`);
    if (!existsSync(english) || !existsSync(join(rootDir, file))) throw new Error(`No ${file} or no English original to mark it against`);
    const text = await readFile(join(rootDir, file), "utf8");
    await writeFile(join(rootDir, file), withSourceHash(text, sourceHash(await readMarkdownFile(english))));
    return file;
  }
  if (folder === "data") {
    const file = `content/data/${name}.yaml`;
    const document = parseDocument(await readFile(join(rootDir, file), "utf8"));
    const english = document.toJS()?.wording?.[baseLocale];
    if (!english || !document.hasIn(["wording", locale])) throw new Error(`${file} has no English or no ${locale} wording`);
    document.setIn(["wording", locale, "source_hash"], sourceHash(english));
    await writeFile(join(rootDir, file), document.toString());
    return file;
  }
  if (folder === "messages") {
    const english = await readMessages(rootDir, baseLocale);
    const translated = await readMessages(rootDir, locale);
    const from = await readTranslatedFrom(rootDir, locale);
    const keys = name ? [name] : Object.keys(english).filter((key) => translated[key]);
    for (const key of keys) {
      if (english[key] === undefined || !translated[key]) throw new Error(`No message ${key} in English and ${locale}`);
      from[key] = sourceHash(english[key]);
    }
    // In the English order, so the file reads beside messages/en.json.
    const ordered = Object.fromEntries(Object.keys(english).flatMap((key) => (from[key] ? [[key, from[key]]] : [])));
    const file = `messages/translated-from/${locale}.json`;
    await mkdir(join(rootDir, "messages", "translated-from"), { recursive: true });
    await writeFile(join(rootDir, file), `${JSON.stringify(ordered, null, 2)}\n`);
    return file;
  }
  throw new Error(`Unknown item ${item}: use pages/<page>, policies/<slug>, help/<guide>, data/<file>, messages/<key> or messages`);
}
