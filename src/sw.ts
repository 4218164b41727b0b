/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa with Workbox): after a first visit the pages of the
// visitor's language open with no network, and any other page falls back to a localized offline
// page. Only this site's own files are cached: embedded forms and outbound links never are.

import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { baseLocale, isLocale, type Locale, localeFromPath, locales, localizePath } from "./lib/locale.js";
import { offlinePath, pagePaths } from "./lib/pages.js";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const manifest = self.__WB_MANIFEST;

// One pages cache per deployment: a new deployment starts a new one and deletes the old, so a
// saved page never points at code that is no longer there.
const build = manifest
  .map((entry) => (typeof entry === "string" ? entry : `${entry.url}@${entry.revision ?? ""}`))
  .sort()
  .join()
  .split("")
  .reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7)
  .toString(36);
const pagesCache = `pages-${build}`;

// The code, styles, fonts and icons every page needs.
precacheAndRoute(manifest);
cleanupOutdatedCaches();

// Pages: the network first (fresh when online), the saved copy when the network fails or stalls.
const pages = new NetworkFirst({ cacheName: pagesCache, networkTimeoutSeconds: 5 });
registerRoute(({ request, url }) => request.mode === "navigate" && url.origin === self.location.origin, pages);

// Hashed files loaded along the way (a page's text, for instance) never change: keep them.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith("/assets/"),
  new CacheFirst({ cacheName: "assets", plugins: [new ExpirationPlugin({ maxEntries: 120 })] }),
);

// A page that was never saved, offline: the offline page of its language.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== "navigate" || !url) return Response.error();
  // The offline page of the URL's language, or of the language that was saved.
  const preferred = localeFromPath(url.pathname) ?? baseLocale;
  for (const locale of [preferred, ...locales]) {
    const page = await caches.match(localizePath(offlinePath, locale), { cacheName: pagesCache });
    if (page) return page;
  }
  return Response.error();
});

/** Saves every page of a language, and its offline page, for reading without a network. */
async function savePages(locale: Locale) {
  const cache = await caches.open(pagesCache);
  const urls = [...pagePaths, offlinePath].map((path) => localizePath(path, locale));
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { credentials: "same-origin" });
      if (response.ok) await cache.put(url, response);
    }),
  );
}

self.addEventListener("message", (event) => {
  const data: unknown = event.data;
  if (typeof data === "object" && data && "saveLocale" in data && isLocale(data.saveLocale)) {
    event.waitUntil(savePages(data.saveLocale).catch(() => undefined));
  }
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("pages-") && key !== pagesCache).map((key) => caches.delete(key)))),
  );
});
