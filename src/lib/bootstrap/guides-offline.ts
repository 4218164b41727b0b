// The help index's "Reading the guides offline" section (decisions 141 and 197). The build
// serializes these functions into the head of the help index's page and its script-free twin
// (scripts/page-scripts.ts), the only script a page in data-saving mode runs; the app calls
// guidesOffline too after a client-side navigation to the help index. Each must stay
// self-contained: no imports, no closures over module variables.

/**
 * The states the section shows, written on `<html data-guides-state>` (the stylesheet shows the
 * matching line). "checking": the guides can be saved, the cache has not answered yet; the section
 * has its place and its final size, with no line visible.
 */
export type GuidesState = "checking" | "saved" | "unsaved" | "saving" | "failed";

/**
 * Run in the page's head, before anything is painted: where the guides can be saved, the section
 * takes its place at once (state "checking"), so the state the cache gives a moment later moves
 * nothing the reader sees (decision 197). Where they cannot, it never shows.
 */
export function guidesOfflineAtOnce() {
  if ("caches" in window && "serviceWorker" in navigator) document.documentElement.setAttribute("data-guides-state", "checking");
}

/**
 * Says whether the help guides are saved for offline reading (every page the section lists is in
 * the service worker's cache), and makes its button ask the worker to save them: it registers the
 * worker if the page has none (a page in data-saving mode never does), then watches the cache.
 * Without a service worker or the cache API the section stays hidden: nothing can be saved.
 * @param pollMs how often the cache is looked at while the guides are being saved
 */
export function guidesOffline(pollMs: number) {
  const section = document.querySelector("[data-offline-guides]");
  if (!(section instanceof HTMLElement) || section.hasAttribute("data-wired")) return;
  section.setAttribute("data-wired", "");
  if (!("caches" in window) || !("serviceWorker" in navigator)) return;
  const pages = (section.dataset.pages || "").split(" ").filter(Boolean);
  const show = (state: GuidesState) => document.documentElement.setAttribute("data-guides-state", state);
  // After a client-side navigation no head script ran: the section takes its place now.
  if (!document.documentElement.hasAttribute("data-guides-state")) show("checking");
  const allSaved = () =>
    Promise.all(pages.map((page) => caches.match(page))).then(
      (found) => found.every(Boolean),
      () => false,
    );
  // Looks again every pollMs, at most `tries` times, until everything is saved.
  const watch = (tries: number, giveUp: () => void) => {
    allSaved().then((saved) => {
      if (saved) show("saved");
      else if (tries > 0) setTimeout(() => watch(tries - 1, giveUp), pollMs);
      else giveUp();
    });
  };
  allSaved().then((saved) => {
    show(saved ? "saved" : "unsaved");
    if (saved) return;
    // A worker saving this language (a visit with scripts) may finish while the page is open: it
    // controls the page already, or takes it over once installed (its activation claims the page).
    const follow = () => watch(120, () => undefined);
    if (navigator.serviceWorker.controller) follow();
    else navigator.serviceWorker.addEventListener("controllerchange", follow, { once: true });
  });
  section.querySelector("button")?.addEventListener("click", () => {
    show("saving");
    navigator.serviceWorker
      .register("/sw.js")
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        registration.active?.postMessage({ saveGuides: section.dataset.locale });
        watch(Math.ceil(120_000 / pollMs), () => show("failed"));
      })
      .catch(() => show("failed"));
  });
}
