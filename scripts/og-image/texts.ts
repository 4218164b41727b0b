// What each language's sharing image (og:image) says, read from the messages: the site's tagline in
// the reader's language, under the site's name where the language has a name of its own (Arabic).
// French and Turkish keep the registered English name, which their share already carries in its
// title; their image shows the tagline alone, so a French or Turkish share has no English on it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { baseLocale, dirOf, type Locale, locales } from "#model/locales.ts";
import { sourceHash } from "../../content-tools/source-hash.ts";

/** The layout's version: raise it when the template in template.ts changes, so the images are made again. */
export const templateVersion = 1;

export type OgImageText = { locale: Locale; dir: "ltr" | "rtl"; name?: string; tagline: string };

/** The public path of a language's sharing image. */
export const ogImagePath = (locale: Locale) => `/og/${locale}.png`;

/** Where the fingerprints of the texts the committed images were made from are kept. */
export const ogSourcesFile = "scripts/og-image/sources.json";

/** Each language's texts for its image. */
export function ogImageTexts(root: string): OgImageText[] {
  const read = (locale: Locale) => JSON.parse(readFileSync(join(root, `messages/${locale}.json`), "utf8")) as Record<string, string>;
  const englishName = read(baseLocale).site_name;
  return locales.map((locale) => {
    const messages = read(locale);
    const name = messages.site_name;
    const tagline = messages.site_tagline;
    if (!name || !tagline) throw new Error(`messages/${locale}.json: site_name and site_tagline are needed for the sharing image`);
    const ownName = locale === baseLocale || name !== englishName;
    return { locale, dir: dirOf(locale), ...(ownName ? { name } : {}), tagline };
  });
}

/** The fingerprint of what a language's image shows: when it changes, the image must be made again. */
export function ogFingerprint(text: OgImageText) {
  return sourceHash({ ...text, templateVersion });
}
