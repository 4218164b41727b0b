/// <reference lib="webworker" />
// The service worker (decision 022): after a visit with scripts, when the browser is idle, it saves
// the script-free pages of the visitor's language, in two rounds (decision 190: what a resident
// needs offline on the first visit, the rest, the policies among them, on a later one), the stylesheet,
// the Arabic font on Arabic pages and the images those pages show; nothing else, and no script but
// the installer's (decision 120): its page is saved with its scripts, so it reads a QR image offline.
// A reader in data-saving mode, whose pages never start it, may ask it to keep the help guides only.
// With no network those pages open as they do without JavaScript, and any other page shows the
// localized offline page. It never touches /admin, other sites, or any request but GET.

import { baseLocale, isLocale, type Locale, localeFromPath, locales, localizePath } from "#model/locales.ts";
import type { GuideFiles, OfflineFiles } from "#model/offline-files.ts";
import { offlinePath } from "#model/pages.ts";

declare const self: ServiceWorkerGlobalScope;
/**
 * Per locale, what to save in each round (decision 190): first what a resident needs with no
 * connection, then, on a later visit, the rest. Written by the build (build-service-worker.ts).
 */
declare const __OFFLINE_FILES__: OfflineFiles;
/** Per locale, the part of it a reader may ask for in data-saving mode: the help guides (decision 141). */
declare const __GUIDE_FILES__: GuideFiles;
/** Changes with any saved file: each deployment saves into a cache of its own. */
declare const __BUILD_ID__: string;

const CACHE = `offline-${__BUILD_ID__}`;
/** Caches this site has ever made, this worker's and older ones (Workbox's included). */
const isOurs = (name: string) => /^(offline-|pages-|workbox-precache)/.test(name) || name === "assets";
const isAdmin = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");
/** Files this worker may have saved besides pages; the only scripts are the installer's (hashed, under /assets/). */
const savedKinds = /\.(css|woff2|svg|png|webp|avif|jpg)$|^\/assets\/.+\.js$/;
const NETWORK_TIMEOUT_MS = 5000;

/**
 * Saves one language, one file at a time so the visitor's own requests keep the link, and drops the
 * rest. The first round on a first visit; the second only once the first was complete before this
 * visit began (decision 190): a one-off visit costs only what a resident needs offline.
 */
async function saveLocale(locale: Locale) {
  const cache = await caches.open(CACHE);
  const { first, second } = __OFFLINE_FILES__[locale];
  const wanted = new Map([...first, ...second]);
  for (const request of await cache.keys()) {
    if (!wanted.has(new URL(request.url).pathname)) await cache.delete(request);
  }
  const firstSavedBefore = await allSaved(cache, first);
  await saveFiles(cache, new Map(first));
  if (firstSavedBefore) await saveFiles(cache, new Map(second));
}

/** The saving under way, if any: each visit's waits for the one before. */
let saving: Promise<void> = Promise.resolve();

/** True when every one of the files is in the cache. */
async function allSaved(cache: Cache, files: Array<[string, string]>) {
  for (const [url] of files) if (!(await cache.match(url))) return false;
  return true;
}

/** Saves the files not saved yet, one at a time. */
async function saveFiles(cache: Cache, files: Map<string, string>) {
  for (const [url, file] of files) {
    if (await cache.match(url)) continue;
    const response = await fetch(file, { credentials: "same-origin" });
    // A copy, without the mark of a redirect: a CDN may reach the file through one (Cloudflare sends
    // `/fr/about/index.lite.html` on to `/fr/about/index.lite`), and a browser refuses a redirected
    // response as the answer to a page's navigation.
    if (response.ok) await cache.put(url, response.redirected ? new Response(response.body, response) : response);
  }
}

/** The saved page for a path, else the saved offline page, in its language if there is one. */
async function savedPage(pathname: string, fallback: boolean) {
  const cache = await caches.open(CACHE);
  const page = await cache.match(pathname);
  if (page || !fallback) return page;
  for (const locale of [localeFromPath(pathname) ?? baseLocale, ...locales]) {
    const offline = await cache.match(localizePath(offlinePath, locale));
    if (offline) return offline;
  }
  return undefined;
}

/** Pages: the network (fresh, with scripts), the saved copy when it fails or stalls. */
async function navigate(request: Request, pathname: string) {
  const network = fetch(request);
  const saved = await savedPage(pathname, false);
  if (saved) {
    const stalled = new Promise<Response>((resolve) => setTimeout(() => resolve(saved), NETWORK_TIMEOUT_MS));
    return Promise.race([network.catch(() => saved), stalled]);
  }
  try {
    return await network;
  } catch (error) {
    const offline = await savedPage(pathname, true);
    if (offline) return offline;
    throw error;
  }
}

/** Saved files: hashed ones never change, so the copy first; others from the network first. */
async function savedFile(request: Request, pathname: string) {
  const saved = await caches.match(request, { cacheName: CACHE });
  if (saved && pathname.startsWith("/assets/")) return saved;
  try {
    return await fetch(request);
  } catch (error) {
    if (saved) return saved;
    throw error;
  }
}

self.addEventListener("install", () => {
  // Pages never depend on a saved script, so a new worker may take over at once.
  void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => isOurs(key) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  const data: unknown = event.data;
  if (typeof data === "object" && data && "saveLocale" in data && isLocale(data.saveLocale)) {
    const locale = data.saveLocale;
    // One visit's saving after the other: a visit that began while the first round was being saved
    // waits for it, then counts as the later visit, with no file fetched twice.
    saving = saving.then(() => saveLocale(locale)).catch(() => undefined);
    event.waitUntil(saving);
  } else if (typeof data === "object" && data && "saveGuides" in data && isLocale(data.saveGuides)) {
    // Asked by the reader (the help index's button), in data-saving mode too: adds the guides, keeps the rest.
    const locale = data.saveGuides;
    event.waitUntil(
      caches
        .open(CACHE)
        .then((cache) => saveFiles(cache, new Map(__GUIDE_FILES__[locale])))
        .catch(() => undefined),
    );
  }
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || isAdmin(url.pathname)) return;
  if (request.mode === "navigate") event.respondWith(navigate(request, url.pathname));
  else if (savedKinds.test(url.pathname)) event.respondWith(savedFile(request, url.pathname));
});
