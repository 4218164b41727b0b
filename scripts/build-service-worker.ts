// Builds the service worker (src/sw.ts) into dist/client/sw.js, bundled by Vite, with what it saves
// for each language written in (decision 022): the script-free twin of each page of that language
// (`index.lite.html`, the offline page among them), and the stylesheet, font and images they use,
// in two rounds (decision 190): what a resident needs offline first, the rest on a later visit.
// No script is listed but the installer's (decision 120): its full page and the scripts it runs,
// so that it reads a QR image offline; never another language's file.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { fromLocales, type Locale, localizePath } from "#model/locales.ts";
import type { GuideFiles, OfflineFiles, SavedFile } from "#model/offline-files.ts";
import { isOneOf } from "#model/one-of.ts";
import { firstRoundPaths, helpPaths, installerPath, offlinePath, pagePaths } from "#model/pages.ts";
import { litePageFileOf } from "#model/save-data.ts";

/** Same-origin files a page needs to look right: its stylesheet, preloaded font, icon and images. */
const pageFiles = /<link\b[^>]*\brel="(?:stylesheet|preload|icon)"[^>]*\bhref="(\/[^/"][^"]*)"|<img\b[^>]*\bsrc="(\/[^/"][^"]*)"/g;

/**
 * Chunks of the installer whose imports it needs offline (the app's entry imports every page, so it is not followed).
 * `use-qr-image-reader` is the chunk the installer shares with the QR check, which loads the decoder.
 */
const installerChunks = /^(installer|InstallerResult|InstallerBody|use-qr-image-reader|decode-qr)-/;

/**
 * The installer's page with scripts, in one language: the scripts its HTML lists (the app's shell
 * and its route), then what the installer's own chunks import (the decoder, the ways to install,
 * the messages), and its text chunk in that language, so that hydrating it offline needs no network.
 */
export function installerScripts(clientDir: string, locale: Locale) {
  const html = readFileSync(join(clientDir, localizePath(installerPath, locale), "index.html"), "utf8");
  const scripts = new Set([...html.matchAll(/"\/assets\/([\w.-]+\.js)"/g)].map((match) => match[1] ?? ""));
  const assets = readdirSync(join(clientDir, "assets"));
  for (const file of assets) if (file.startsWith(`content-${locale}-installer-`) && file.endsWith(".js")) scripts.add(file);
  // Followed from the page's own: each locale's build has its own copies (scripts/build.ts).
  const queue = [...scripts].filter((file) => installerChunks.test(file));
  for (const file of queue) {
    const code = readFileSync(join(clientDir, "assets", file), "utf8");
    for (const [, name = ""] of code.matchAll(/["'](?:\.\/|assets\/)([\w.-]+\.js)["']/g)) {
      if (name.startsWith("content-") || name.startsWith("index-") || scripts.has(name)) continue;
      scripts.add(name);
      queue.push(name);
    }
  }
  // A chunk renamed out of `installerChunks` (it is named after a module in it) drops the decoder silently:
  // the installer would not read a picture offline, and its data-saving notice would give too small a size.
  if (![...scripts].some((file) => file.startsWith("decode-qr-"))) {
    throw new Error(`The installer's scripts in ${locale} lead to no decode-qr chunk: does installerChunks name the chunk that loads it?`);
  }
  return [...scripts].map((file) => `/assets/${file}`);
}

/**
 * The script-free twins of `paths` in a locale (the installer: its page with scripts), then the stylesheet, font, icon and images they use:
 * [URL it answers, file to fetch].
 */
function filesOf(clientDir: string, locale: Locale, paths: readonly string[]): SavedFile[] {
  const files: Map<string, string> = new Map();
  const assets = new Set<string>();
  for (const path of paths) {
    const url = localizePath(path, locale);
    const file = litePageFileOf(url);
    // The installer is saved as the page with scripts (decision 120: fetched at its own address,
    // which every host serves as is), the others as their script-free twins.
    files.set(url, path === installerPath ? url : file);
    const html = readFileSync(join(clientDir, file), "utf8");
    for (const match of html.matchAll(pageFiles)) assets.add(match[1] ?? match[2] ?? "");
  }
  for (const asset of assets) files.set(asset, asset);
  return [...files];
}

/**
 * What the worker saves for each locale after a visit with scripts, in two rounds (decision 190):
 * first what a resident needs with no connection (`firstRoundPaths`, the offline page, the
 * installer's scripts and what they all use), then on a later visit every other page and what it
 * adds. Pages come before the files they use in each round.
 */
export function offlineFiles(clientDir: string): OfflineFiles {
  const isFirstRound = isOneOf(firstRoundPaths);
  const secondRoundPaths = pagePaths.filter((path) => !isFirstRound(path));
  return fromLocales((locale) => {
    const first = [
      ...filesOf(clientDir, locale, [...firstRoundPaths, offlinePath]),
      ...installerScripts(clientDir, locale).map((asset): [string, string] => [asset, asset]),
    ];
    const inFirst = new Set(first.map(([url]) => url));
    const second = filesOf(clientDir, locale, secondRoundPaths).filter(([url]) => !inFirst.has(url));
    return { first, second };
  });
}

/**
 * What the worker saves for each locale when a reader asks to keep the help guides (decision 141):
 * the help index, the five guides and the offline page, with what they use.
 */
export function guideFiles(clientDir: string): GuideFiles {
  return fromLocales((locale) => filesOf(clientDir, locale, [...helpPaths, offlinePath]));
}

/**
 * @param clientDir the built site, e.g. dist/client
 */
export async function buildServiceWorker(clientDir: string) {
  const files = offlineFiles(clientDir);
  const guides = guideFiles(clientDir);
  const hash = createHash("sha256");
  const everyFile = Object.values(files).flatMap(({ first, second }) => [...first, ...second].map(([, f]) => f));
  for (const file of new Set(everyFile)) {
    // A page fetched at its address (the installer) is its index.html on disk.
    const onDisk = statSync(join(clientDir, file)).isDirectory() ? join(file, "index.html") : file;
    hash.update(file).update(readFileSync(join(clientDir, onDisk)));
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
