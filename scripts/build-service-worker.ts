// Builds the service worker (src/sw.ts) into dist/client/sw.js, bundled by Vite, with what it saves
// for each language written in (decision 022): the script-free twin of each page of that language
// (`index.lite.html`, the offline page among them), and the stylesheet, font and images they use.
// No script is ever listed, nor any other language's file.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { type Locale, locales, localizePath } from "../model/locales.ts";
import { helpPaths, offlinePath, pagePaths } from "../model/pages.ts";

/** Same-origin files a page needs to look right: its stylesheet, preloaded font, icon and images. */
const pageFiles = /<link\b[^>]*\brel="(?:stylesheet|preload|icon)"[^>]*\bhref="(\/[^/"][^"]*)"|<img\b[^>]*\bsrc="(\/[^/"][^"]*)"/g;

/**
 * The script-free twins of `paths` in a locale, then the stylesheet, font, icon and images they use:
 * [URL it answers, file to fetch].
 */
function filesOf(clientDir: string, locale: Locale, paths: readonly string[]): Array<[string, string]> {
  const files: Map<string, string> = new Map();
  const assets = new Set<string>();
  for (const path of paths) {
    const url = localizePath(path, locale);
    const file = `${url === "/" ? "" : url}/index.lite.html`;
    files.set(url, file);
    const html = readFileSync(join(clientDir, file), "utf8");
    for (const match of html.matchAll(pageFiles)) assets.add(match[1] ?? match[2] ?? "");
  }
  for (const asset of assets) files.set(asset, asset);
  return [...files];
}

/** What the worker saves for each locale after a visit with scripts: every page, pages first. */
export function offlineFiles(clientDir: string) {
  return Object.fromEntries(locales.map((locale) => [locale, filesOf(clientDir, locale, [...pagePaths, offlinePath])]));
}

/**
 * What the worker saves for each locale when a reader asks to keep the help guides (decision 141):
 * the help index, the five guides and the offline page, with what they use.
 */
export function guideFiles(clientDir: string) {
  return Object.fromEntries(locales.map((locale) => [locale, filesOf(clientDir, locale, [...helpPaths, offlinePath])]));
}

/**
 * @param clientDir the built site, e.g. dist/client
 */
export async function buildServiceWorker(clientDir: string) {
  const files = offlineFiles(clientDir);
  const guides = guideFiles(clientDir);
  const hash = createHash("sha256");
  for (const file of new Set(Object.values(files).flatMap((list) => list.map(([, f]) => f)))) {
    hash.update(file).update(readFileSync(join(clientDir, file)));
  }
  await build({
    configFile: false,
    logLevel: "warn",
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      // A classic script (iife): every browser that has service workers can run it.
      lib: { entry: "src/sw.ts", formats: ["iife"], name: "serviceWorker", fileName: () => "sw.js" },
      rolldownOptions: { output: { codeSplitting: false } },
    },
    define: {
      __OFFLINE_FILES__: JSON.stringify(files),
      __GUIDE_FILES__: JSON.stringify(guides),
      __BUILD_ID__: JSON.stringify(hash.digest("hex").slice(0, 12)),
    },
  });
  return { files, guides };
}
