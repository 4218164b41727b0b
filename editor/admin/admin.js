// Stays JavaScript: the browser loads this file as written (served and copied, never bundled); @ts-check types it.
// The editor page's own script, loaded before Decap CMS: it fetches the editor's configuration
// (config.json: the local server's, or the one the build wrote for the hosted editor), starts
// Decap CMS with it, writes Arabic fields right to left, and shows the "Translations to update"
// panel from translation-status.json (the same list as `npm run i18n:status`).
// @ts-check

/** @type {any} */
const w = window;
w.CMS_MANUAL_INIT = true;

const LANGUAGES = { fr: "French", tr: "Turkish", ar: "Arabic" };
const KINDS = { page: "page", policy: "policy", data: "wording in", message: "message" };

document.addEventListener("DOMContentLoaded", async () => {
  await forgetThisPage();
  const config = await fetch("/admin/config.json", { cache: "no-store" }).then((response) => response.json());
  if (!config.backend) {
    notice(config.message ?? "The editor is not set up for this site.");
    return;
  }
  w.CMS.init({ config });
  writeArabicRightToLeft();
  const panel = statusPanel();
  document.body.append(panel.element);
  await panel.refresh();
  // After each save the list may change (the local server computes it afresh).
  w.CMS.registerEventListener({ name: "postSave", handler: () => void panel.refresh() });
});

/**
 * The editor is never kept for offline use. The site's service worker controls /admin too and may
 * have saved this page on the way in: remove it from every cache (the worker should not save it at
 * all; this makes sure of it whatever the worker's version).
 */
async function forgetThisPage() {
  if (!("caches" in window)) return;
  try {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) if (new URL(request.url).pathname.startsWith("/admin")) await cache.delete(request);
    }
  } catch {
    // Storage may be unavailable (private windows): then nothing was saved either.
  }
}

/** @param {string} text */
function notice(text) {
  const box = document.createElement("p");
  box.className = "kgc-notice";
  box.textContent = text;
  document.body.append(box);
}

/**
 * Decap CMS writes every language left to right. Arabic fields get dir="rtl": the fields of the
 * Arabic side of a side-by-side form (its language menu reads "Writing in AR"), and every field of
 * the Arabic interface messages file.
 */
function writeArabicRightToLeft() {
  const fields = "input:not([type]), input[type=text], textarea, [contenteditable=true]";
  const update = () => {
    const arabicMessages = /\/collections\/messages\/entries\/ar$/.test(location.hash);
    for (const field of document.querySelectorAll(fields)) field.setAttribute("dir", arabicMessages ? "rtl" : "ltr");
    for (const menu of document.querySelectorAll("[role=button][aria-haspopup]")) {
      const locale = /^Writing in ([A-Z]{2})$/.exec(menu.textContent?.trim() ?? "")?.[1]?.toLowerCase();
      if (!locale) continue;
      // The pane is the nearest block around the menu that holds fields.
      let pane = menu.parentElement;
      while (pane && !pane.querySelector(fields)) pane = pane.parentElement;
      if (!pane || pane === document.body) continue;
      pane.setAttribute("data-kgc-locale", locale);
      // The fingerprint is Latin letters and digits: it stays left to right.
      for (const field of pane.querySelectorAll(fields))
        field.setAttribute("dir", locale === "ar" && !field.id.startsWith("source_hash") ? "rtl" : "ltr");
    }
  };
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      update();
    });
  }).observe(document.body, { childList: true, subtree: true });
  window.addEventListener("hashchange", update);
}

/** The "Translations to update" panel: every missing or outdated translation, with its fingerprint. */
function statusPanel() {
  const element = document.createElement("details");
  element.className = "kgc-status";
  const summary = document.createElement("summary");
  const body = document.createElement("div");
  element.append(summary, body);

  async function refresh() {
    let status;
    try {
      status = await fetch("/admin/translation-status.json", { cache: "no-store" }).then((response) => response.json());
    } catch {
      summary.textContent = "Translations to update: not available";
      return;
    }
    /** @type {Array<{ locale: "fr" | "tr" | "ar", kind: keyof typeof KINDS, name: string, file: string, state: string, sourceHash: string }>} */
    const items = status.items ?? [];
    /** @type {Array<{ locale: "fr" | "tr" | "ar", file: string, field: string }>} */
    const copies = status.sameAsEnglish ?? [];
    summary.textContent =
      items.length || copies.length ? `Translations to update (${items.length + copies.length})` : "Translations: all up to date";
    body.replaceChildren();
    if (status.builtAt) body.append(paragraph(`As of the last build, ${status.builtAt}. Saved changes show after the next build.`));
    body.append(
      paragraph(
        'A translation is outdated when its English text changed after it was translated. Update it, then copy the fingerprint into its "English version translated" field (for a message: into Message fingerprints) and save.',
      ),
    );
    for (const [locale, language] of Object.entries(LANGUAGES)) {
      const mine = items.filter((item) => item.locale === locale);
      const same = copies.filter((copy) => copy.locale === locale);
      if (!mine.length && !same.length) continue;
      const heading = document.createElement("h2");
      heading.textContent = language;
      const list = document.createElement("ul");
      for (const item of mine) {
        const entry = document.createElement("li");
        entry.dataset.state = item.state;
        entry.append(
          `${item.state === "missing" ? "Missing" : "Outdated"}: ${KINDS[item.kind]} ${item.name} (${item.file}). Fingerprint to record: `,
        );
        const code = document.createElement("code");
        code.textContent = item.sourceHash;
        entry.append(code);
        list.append(entry);
      }
      for (const copy of same) {
        const entry = document.createElement("li");
        entry.dataset.state = "same";
        entry.textContent = `Still in English: ${copy.file}, ${copy.field}`;
        list.append(entry);
      }
      body.append(heading, list);
    }
  }

  return { element, refresh };
}

/** @param {string} text */
function paragraph(text) {
  const p = document.createElement("p");
  p.textContent = text;
  return p;
}
