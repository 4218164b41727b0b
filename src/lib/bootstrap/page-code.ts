// What the app needs before it may hydrate a prerendered page (decision 110): the code of the
// page's own routes. Hydrating a route whose code failed to download replaces the whole document
// with an error, so the app checks first and, when it cannot have that code, leaves the page as it is.

type ManifestLink = string | { href: string };

declare global {
  interface Window {
    /** TanStack Start's data written into the page: here, the code each matched route needs. */
    $_TSR?: { router?: { manifest?: { routes: Record<string, { preloads?: ManifestLink[] }> } } };
  }
}

/** The scripts of the page's own routes (the root route's are the entry, already running). */
export function pageRouteChunks(routes = window.$_TSR?.router?.manifest?.routes ?? {}): string[] {
  return Object.entries(routes)
    .filter(([id]) => id !== "__root__")
    .flatMap(([, route]) => route.preloads ?? [])
    .map((link) => (typeof link === "string" ? link : link.href))
    .filter((href) => href.endsWith(".js"));
}

/**
 * Downloads and runs the page's route chunks (the router then finds them loaded). Resolves whether
 * they all loaded: false when the link dropped after the HTML arrived.
 */
export async function loadPageCode(chunks = pageRouteChunks(), load = (href: string) => import(/* @vite-ignore */ href)) {
  const results = await Promise.allSettled(chunks.map((href) => load(href)));
  return results.every((result) => result.status === "fulfilled");
}

/**
 * TanStack Router reloads a page once when a route's code fails to download during a navigation,
 * and marks it in sessionStorage; a second failure of the same chunk in the tab would then show its
 * error instead. A page whose code has loaded clears the marks, so every failure gets the reload.
 */
export function clearReloadMarks(storage: Storage = sessionStorage) {
  try {
    for (const key of Object.keys(storage)) if (key.startsWith("tanstack_router_reload:")) storage.removeItem(key);
  } catch {
    // Storage unavailable: there are no marks either.
  }
}
