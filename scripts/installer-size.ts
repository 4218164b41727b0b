// The installer's page in data-saving mode says how much it would download (decision 120): the
// build writes that size, in each language's words, where the page left its mark.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { formatKilobytes } from "#model/format/dates-and-numbers.ts";
import { installerSizeMark } from "#model/installer-size-mark.ts";
import { locales, localizePath } from "#model/locales.ts";
import { installerPath } from "#model/pages.ts";
import { liteFileOf } from "#model/save-data.ts";
import { installerScripts } from "./build-service-worker.ts";

/**
 * Writes the gzip size of the installer's scripts into its pages (both twins), per locale.
 * Fails the build when a page lacks the mark.
 * @returns the sizes, for the build's log
 */
export function writeInstallerSize(clientDir: string) {
  return locales
    .map((locale) => {
      const bytes = installerScripts(clientDir, locale).reduce(
        (total, file) => total + gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length,
        0,
      );
      const size = formatKilobytes(bytes, locale);
      for (const name of ["index.html", liteFileOf("index.html")]) {
        const file = join(clientDir, localizePath(installerPath, locale), name);
        const html = readFileSync(file, "utf8");
        if (!html.includes(installerSizeMark)) throw new Error(`${file}: no ${installerSizeMark} mark for the installer's size`);
        writeFileSync(file, html.replaceAll(installerSizeMark, size));
      }
      return `${locale} ${size}`;
    })
    .join(", ");
}
