// The editor page's own script (bundled with the modules it imports into /admin/admin.js by
// editor/editor-files.ts), loaded before Decap CMS: it fetches the editor's configuration
// (config.json: the local server's, or the one the build wrote for the hosted editor; read by
// editor-setup.ts), starts
// Decap CMS with it, and wires in the page's own parts, each in a module of its own: the
// "languages" widget that lays a data file's languages out side by side (languages-widget.ts),
// the notice's widgets and preview (notice-editor.ts), the fingerprints recorded on save
// (fingerprint-widget.ts), Arabic fields written right to left and Markdown boxes named by their
// labels (right-to-left.ts), the note on the local sign-in screen that there is no account
// (local-sign-in.ts), the note after each save on where the change went (saved-note.ts),
// collections found by name in the search (collection-search.ts), and the "Translations to
// update" panel from translation-status.json, the same list as `npm run i18n:status`
// (status-panel.ts).
import { findCollectionsByName } from "./collection-search.ts";
import { decap } from "./decap.ts";
import { editorSetup, fetchEditorConfig } from "./editor-setup.ts";
import { registerFingerprints } from "./fingerprint-widget.ts";
import { registerLanguagesWidget } from "./languages-widget.ts";
import { explainLocalSignIn } from "./local-sign-in.ts";
import { registerNoticeEditor } from "./notice-editor.ts";
import { writeRightToLeft } from "./right-to-left.ts";
import { savedNote } from "./saved-note.ts";
import { statusPanel } from "./status-panel.ts";

decap.CMS_MANUAL_INIT = true;

document.addEventListener("DOMContentLoaded", async () => {
  await forgetThisPage();
  const setup = editorSetup(await fetchEditorConfig());
  if (setup.message !== undefined) {
    notice(setup.message);
    return;
  }
  const { config, local, hosted } = setup;
  markdownRawFirst();
  registerLanguagesWidget();
  registerNoticeEditor(setup.noticeLanguages);
  registerFingerprints();
  decap.CMS.init({ config });
  writeRightToLeft();
  if (local) explainLocalSignIn();
  findCollectionsByName(config.collections);
  const dock = document.createElement("div");
  dock.className = "kgc-dock";
  const saved = savedNote(hosted);
  const panel = statusPanel();
  dock.append(saved.element, panel.element);
  document.body.append(dock);
  // Listening first: a save made while the list is still loading gets its note too.
  decap.CMS.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      saved.show(entry.get("path"));
      // After each save the list may change (the local server computes it afresh).
      void panel.refresh();
    },
  });
  await panel.refresh();
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
