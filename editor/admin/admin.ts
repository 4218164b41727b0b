// The editor page's own script (bundled with the modules it imports into /admin/admin.js by
// editor/editor-files.ts), loaded before Decap CMS: it fetches the editor's configuration
// (config.json: the local server's, or the one the build wrote for the hosted editor), starts
// Decap CMS with it, lays a data file's languages out side by side (the "languages" widget),
// registers the notice's widgets and preview (notice-editor.ts), writes Arabic fields right to
// left, names the Markdown boxes by their labels, says on the local sign-in screen that there is no
// account, says after each save where the change went, finds collections by name in the search,
// and shows the "Translations to update" panel from translation-status.json (the same list as
// `npm run i18n:status`).
import type { ReactNode } from "react";
import { baseLocale, isLocale, type Locale, localeInfo, locales } from "../../model/locales.ts";
import { decap, type Immutable } from "./decap.ts";
import { registerFingerprints } from "./fingerprint-widget.ts";
import { type NoticeLanguage, noteEntry, registerNoticeEditor } from "./notice-editor.ts";

decap.CMS_MANUAL_INIT = true;

// The languages translated from English, from the one list of locales, named in the editor's own
// language (English): "French", "Turkish", "Arabic".
const translatedLocales = locales.filter((locale) => locale !== baseLocale);
const englishNames = new Intl.DisplayNames(["en"], { type: "language" });
const englishName = (locale: Locale) => englishNames.of(locale) ?? locale;
/** Whether a locale (as the page names it: a pane's attribute, the address) is written right to left. */
const rightToLeft = (locale: string | null | undefined) => isLocale(locale) && localeInfo[locale].dir === "rtl";
const KINDS = { page: "page", policy: "policy", data: "wording in", message: "message" } as const;

/** A collection as config.json lists it (editor/collections.ts). */
type Collection = { name: string; label: string; description?: string; files?: Array<{ name: string }> };

/** config.json: Decap's configuration, with the page's own part (`kgc`), or the message saying why there is no editor. */
type EditorConfig =
  | {
      backend: { repo: string; branch: string };
      local_backend?: unknown;
      collections: Collection[];
      kgc: { noticeLanguages: Record<string, NoticeLanguage> };
    }
  | { backend?: undefined; message?: string };

/** translation-status.json (content-tools/translation-status.ts, content-tools/same-as-english.ts). */
type TranslationStatus = {
  builtAt?: string;
  items?: Array<{
    locale: Locale;
    kind: keyof typeof KINDS;
    name: string;
    file: string;
    state: string;
    sourceHash: string;
    note?: string;
  }>;
  sameAsEnglish?: Array<{ locale: Locale; file: string; field: string }>;
};

document.addEventListener("DOMContentLoaded", async () => {
  await forgetThisPage();
  const fetched: EditorConfig = await fetch("/admin/config.json", { cache: "no-store" }).then((response) => response.json());
  if (!fetched.backend) {
    notice(fetched.message ?? "The editor is not set up for this site.");
    return;
  }
  const { kgc, ...config } = fetched;
  const local = Boolean(config.local_backend);
  markdownRawFirst();
  registerLanguagesWidget();
  registerNoticeEditor(kgc.noticeLanguages);
  registerFingerprints();
  decap.CMS.init({ config });
  writeRightToLeft();
  if (local) explainLocalSignIn();
  findCollectionsByName(config.collections);
  const dock = document.createElement("div");
  dock.className = "kgc-dock";
  const saved = savedNote(local ? null : { repo: config.backend.repo, branch: config.backend.branch });
  const panel = statusPanel();
  dock.append(saved.element, panel.element);
  document.body.append(dock);
  await panel.refresh();
  decap.CMS.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      saved.show(entry.get("path"));
      // After each save the list may change (the local server computes it afresh).
      void panel.refresh();
    },
  });
});

/**
 * Markdown boxes open in raw mode, as decision 050 chose: Decap starts in rich-text mode unless the
 * browser remembers another choice ("cms.md-mode"), whatever the field's `modes` order, and its
 * rich-text mode saves a typed [words](target) as \[words](target), a link no more. An editor who
 * switches to rich text keeps that choice.
 */
function markdownRawFirst() {
  try {
    if (localStorage.getItem("cms.md-mode") === null) localStorage.setItem("cms.md-mode", "raw");
  } catch {
    // Storage may be unavailable (private windows): Decap then starts in its own default.
  }
}

/**
 * The local editor's sign-in screen: Decap shows a bare "Login" button; say what it does.
 */
function explainLocalSignIn() {
  const note = document.createElement("p");
  note.className = "kgc-login-note";
  note.textContent =
    "This editor runs on your computer and changes the files of your copy of the site. No account is needed and nothing leaves this computer: press Login to start.";
  const place = () => {
    const button = [...document.querySelectorAll("button")].find((candidate) => candidate.textContent?.trim() === "Login");
    if (button && !note.isConnected) button.before(note);
  };
  new MutationObserver(place).observe(document.body, { childList: true, subtree: true });
  place();
}

/**
 * Decap's search looks inside entries, not at the collections' names: a search for "notice" found
 * nothing. Above its results, list the collections whose name or description holds the words.
 */
function findCollectionsByName(collections: Collection[]) {
  const box = document.createElement("nav");
  box.className = "kgc-search-collections";
  box.setAttribute("aria-label", "Collections found");
  const update = () => {
    const term = /^#\/search\/(.+)$/.exec(location.hash)?.[1];
    const words = term ? decodeURIComponent(term).toLowerCase().split(/\s+/).filter(Boolean) : [];
    const found = words.length
      ? collections.filter((collection) =>
          words.every((word) => `${collection.label} ${collection.description ?? ""}`.toLowerCase().includes(word)),
        )
      : [];
    box.replaceChildren();
    if (!found.length) return box.remove();
    box.append(paragraph("Collections:"));
    const list = document.createElement("ul");
    for (const collection of found) {
      const link = document.createElement("a");
      const single = collection.files?.length === 1 ? collection.files[0] : undefined;
      link.href = single ? `#/collections/${collection.name}/entries/${single.name}` : `#/collections/${collection.name}`;
      link.textContent = collection.label;
      const item = document.createElement("li");
      item.append(link);
      list.append(item);
    }
    box.append(list);
    if (!box.isConnected) document.body.append(box);
  };
  window.addEventListener("hashchange", update);
  update();
}

/**
 * After a save, where the change went and when it reaches the site: the local editor writes the
 * files of this copy (a developer, or the online editor, puts them live); the online editor commits
 * to the repository, and the host builds and publishes the site from that commit.
 */
function savedNote(hosted: { repo: string; branch: string } | null) {
  const element = document.createElement("div");
  element.className = "kgc-saved";
  element.setAttribute("role", "status");
  function show(path: string | undefined) {
    const at = new Date().toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
    const file = path ? ` (${path})` : "";
    element.replaceChildren();
    const close = document.createElement("button");
    close.type = "button";
    close.className = "kgc-button";
    close.textContent = "Close";
    close.addEventListener("click", () => element.replaceChildren());
    if (!hosted) {
      const text = paragraph(
        `Saved at ${at} into the files on this computer${file}. The live site does not change until these files are committed and the site is built: the online editor does both. See docs/editing.md, "How a change reaches the site". `,
      );
      text.append(close);
      element.append(text);
      return;
    }
    const link = document.createElement("a");
    link.href = `https://github.com/${hosted.repo}/commits/${hosted.branch}`;
    link.target = "_blank";
    link.rel = "noopener";
    link.textContent = "Follow it on GitHub";
    const text = paragraph(
      `Saved at ${at} as a commit to ${hosted.repo} (${hosted.branch})${file}. The host now builds the site from it: live in about 5 minutes, when the commit's check turns green. `,
    );
    text.append(
      link,
      ". If the check turns red, the build found a mistake and the site stays as it was: the check names the file and the field.",
    );
    element.append(text);
  }
  return { element, show };
}

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

function notice(text: string) {
  const box = document.createElement("p");
  box.className = "kgc-notice";
  box.textContent = text;
  document.body.append(box);
}

/**
 * The "languages" widget (editor/schema-fields.ts gives it to a data file's wording): Decap's own
 * object widget, with each language's fields in a column of its own marked with its language
 * (`data-kgc-locale`), which admin.css lays out side by side and the code below writes right to
 * left for Arabic. Extending the object widget keeps its validation, collapsing and focus.
 */
function registerLanguagesWidget() {
  const object = decap.CMS.getWidget("object");
  const h = decap.h;
  class LanguagesControl extends object.control {
    // Decap's object control calls it with its fields (a list), or with its one field when it has a single one.
    override renderFields = (
      fields: { map(column: (field: Immutable, index: number) => ReactNode): Iterable<ReactNode> } | null,
      single: Immutable,
    ) => {
      // The texts' latest state, for the checks of other fields (the notice's dates, notice-editor.ts).
      noteEntry(this.props.entry);
      if (!fields) return this.controlFor(single);
      const column = (field: Immutable, index: number) =>
        h(
          "div",
          { key: String(field.get("name")), className: "kgc-language", "data-kgc-locale": String(field.get("name")) },
          this.controlFor(field, index),
        );
      // The outer box is the one whose width the columns follow (a container query in admin.css).
      return h("div", { className: "kgc-languages" }, h("div", { className: "kgc-language-columns" }, fields.map(column)));
    };
  }
  decap.CMS.registerWidget({
    name: "languages",
    controlComponent: LanguagesControl,
    previewComponent: object.preview,
    schema: object.schema,
  });
}

/**
 * Decap CMS writes every language left to right. The fields of a right-to-left language (Arabic,
 * `dir` in model/locales.ts) get dir="rtl": those of its side of a side-by-side form (its language
 * menu reads "Writing in AR"), every field of its interface messages file, and its column of a data
 * file's wording. It also leaves its Markdown boxes (editable blocks, which a <label for> cannot
 * name) without a name: each gets its field's label through aria-labelledby.
 */
function writeRightToLeft() {
  const fields = "input:not([type]), input[type=text], textarea, [contenteditable=true]";
  const update = () => {
    const messagesLocale = /\/collections\/messages\/entries\/(\w+)$/.exec(location.hash)?.[1];
    for (const field of document.querySelectorAll(fields)) field.setAttribute("dir", rightToLeft(messagesLocale) ? "rtl" : "ltr");
    for (const menu of document.querySelectorAll("[role=button][aria-haspopup]")) {
      const locale = /^Writing in ([A-Z]{2})$/.exec(menu.textContent?.trim() ?? "")?.[1]?.toLowerCase();
      if (!locale) continue;
      // The pane is the nearest block around the menu that holds fields.
      let pane = menu.parentElement;
      while (pane && !pane.querySelector(fields)) pane = pane.parentElement;
      if (!pane || pane === document.body) continue;
      pane.setAttribute("data-kgc-locale", locale);
    }
    // The panes of a side-by-side form and the columns of the "languages" widget.
    for (const pane of document.querySelectorAll("[data-kgc-locale]")) {
      const locale = pane.getAttribute("data-kgc-locale");
      // The fingerprint is Latin letters and digits: it stays left to right.
      for (const field of pane.querySelectorAll(fields))
        field.setAttribute("dir", rightToLeft(locale) && !field.id.startsWith("source_hash") ? "rtl" : "ltr");
    }
    for (const box of document.querySelectorAll("[contenteditable=true]:not([aria-labelledby])")) labelByItsField(box);
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

/**
 * Names an editable box by the label of the field around it (Decap's field block holds a top bar
 * with its label, then its widget, then its hint).
 */
function labelByItsField(box: Element) {
  const ownLabel = ":scope > label[for], :scope > div > label[for]";
  let block = box.parentElement;
  while (block && !block.querySelector(ownLabel)) block = block.parentElement;
  const label = block?.querySelector(ownLabel);
  if (!label) return;
  if (!label.id) label.id = `${label.getAttribute("for") || `kgc-field-${Math.random().toString(36).slice(2)}`}-label`;
  box.setAttribute("aria-labelledby", label.id);
}

/** The "Translations to update" panel: every missing or outdated translation, with its fingerprint. */
function statusPanel() {
  const element = document.createElement("details");
  element.className = "kgc-status";
  const summary = document.createElement("summary");
  const body = document.createElement("div");
  element.append(summary, body);

  async function refresh() {
    let status: TranslationStatus;
    try {
      status = await fetch("/admin/translation-status.json", { cache: "no-store" }).then((response) => response.json());
    } catch {
      summary.textContent = "Translations to update: not available";
      return;
    }
    const items = status.items ?? [];
    const copies = status.sameAsEnglish ?? [];
    summary.textContent =
      items.length || copies.length ? `Translations to update (${items.length + copies.length})` : "Translations: all up to date";
    body.replaceChildren();
    if (status.builtAt) body.append(paragraph(`As of the last build, ${status.builtAt}. Saved changes show after the next build.`));
    body.append(
      paragraph(
        'A translation is outdated when its English text changed after it was translated. In a data file (the notice, the figures, the travel plans), saving a change to a translation records it as up to date, and its "Mark as up to date" button does too. Elsewhere, copy the fingerprint into its "English version translated" field (for a message: into Message fingerprints) and save.',
      ),
    );
    for (const locale of translatedLocales) {
      const mine = items.filter((item) => item.locale === locale);
      const same = copies.filter((copy) => copy.locale === locale);
      if (!mine.length && !same.length) continue;
      const heading = document.createElement("h2");
      heading.textContent = englishName(locale);
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
        // A fingerprint copied without translating the English change (decision 171).
        if (item.note) entry.append(` (${item.note}: update the text first)`);
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

function paragraph(text: string) {
  const p = document.createElement("p");
  p.textContent = text;
  return p;
}
