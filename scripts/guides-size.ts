// The size the site shows beside its offer to keep the help guides for offline reading (decision
// 141): measured on the built script-free pages, written into every page in place of the token the
// prerender left (model/guides-size-token.ts; the app reads it back in src/lib/guides-size.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { formatKilobytes } from "#model/format/dates-and-numbers.ts";
import { GUIDES_SIZE_TOKEN } from "#model/guides-size-token.ts";
import { baseLocale, fromLocales, isLocale, type Locale, locales } from "#model/locales.ts";
import { isLiteFile } from "#model/save-data.ts";
import { guideFiles } from "./build-service-worker.ts";

/**
 * The bytes a reader's phone downloads to keep a locale's guides: their script-free pages as the
 * servers send them (brotli). The stylesheet and font the worker also keeps are those of the page
 * she is reading, already in the browser's cache, so they are not counted.
 */
export function guidesDownloadBytes(clientDir: string, locale: Locale) {
  const files = guideFiles(clientDir)[locale];
  return files
    .filter(([, file]) => isLiteFile(file))
    .reduce((total, [, file]) => {
      const body = readFileSync(join(clientDir, file));
      return total + brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    }, 0);
}

/** The locale of a built page from its path: `ar/help/index.html` is Arabic, `about/index.html` English. */
export function pageLocale(clientDir: string, file: string): Locale {
  const first = relative(clientDir, file).split("/")[0];
  return first && isLocale(first) ? first : baseLocale;
}

/**
 * Writes each locale's size into its pages in place of the token. Fails the build when no page had
 * the token (the pages would show no size, or the token moved). Returns a summary for the log.
 */
export function writeGuidesSize(clientDir: string, htmlFiles: string[]) {
  const sizes = fromLocales((locale) => guidesDownloadBytes(clientDir, locale));
  let written = 0;
  for (const file of htmlFiles) {
    const html = readFileSync(file, "utf8");
    if (!html.includes(GUIDES_SIZE_TOKEN)) continue;
    const locale = pageLocale(clientDir, file);
    writeFileSync(file, html.replaceAll(GUIDES_SIZE_TOKEN, formatKilobytes(sizes[locale], locale)));
    written++;
  }
  if (written === 0) throw new Error(`No built page holds ${GUIDES_SIZE_TOKEN}: the offer to keep the guides would show no size`);
  return locales.map((locale) => `${locale} ${formatKilobytes(sizes[locale], locale)}`).join(", ");
}
