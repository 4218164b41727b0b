// How the prerendered pages load scripts (decisions 020 and 021), applied by scripts/postbuild.ts:
// - a full page gets no modulepreload and no module script tag: an inline bootstrap starts the app
//   after the first paint, when the browser is idle, and never in data-saving mode;
// - every page gets a script-free twin, `index.lite.html` beside `index.html` (`404.lite.html`
//   beside `404.html`), that servers send in data-saving mode;
// - the help index, and its twin, get the small script of its "Reading the guides offline" section
//   (decisions 141 and 197) in their head, the one script a page in data-saving mode runs;
// - every page with a guide's phones, and its twin, gets the script that marks the visitor's phone
//   before the first paint (decision 200).
import { minifySync } from "rolldown/utils";
import { GUIDE_PLATFORMS_MARK, PAGE_CODE_FAILED_NOTE_ID, prerenderedMarks } from "#model/pages.ts";
import { SAVE_DATA_COOKIE, saveDataCookie, saveDataMode } from "#model/save-data.ts";
import { guidesOffline, guidesOfflineAtOnce } from "../src/lib/bootstrap/guides-offline.ts";
import {
  keepNoticeOnTime,
  keepPageAsPrerendered,
  pageBootstrap,
  startAppWhenIdle,
  wireSaveDataControl,
} from "../src/lib/bootstrap/page-bootstrap.ts";
import { markedPhoneFirst, phoneFirstAtOnce } from "../src/lib/bootstrap/phone-first.ts";
import { platformOf } from "../src/lib/platform.ts";

const modulePreloads = /<link rel="modulepreload"[^>]*\/?>/g;
const entryScript = /<script type="module" async="" src="([^"]+)"><\/script>/;
// TanStack Start's data in the page, as seroval writes it: the routes' manifest, which the client
// entry reads to load the page's code before hydrating (decision 110). Were it gone or renamed, that
// check would find no code to wait for and hydrate a page whose code failed to download.
const dehydratedRoutes = /manifest:(?:\$R\[\d+\]=)?\{routes:/;
// Every script but JSON-LD, which is data and never runs.
const executableScripts = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;
// The same, but for the scripts a script-free twin keeps (marked `data-lite-keeps`).
const scriptsLiteDrops = /<script\b(?![^>]*(?:type="application\/ld\+json"|data-lite-keeps))[^>]*>[\s\S]*?<\/script>/g;

/** How often the guides' section looks at the cache while they are saved. */
const GUIDES_POLL_MS = 1000;

/**
 * The help index's script (src/lib/bootstrap/guides-offline.ts), minified, kept by the page's twin:
 * it gives the section its place before the first paint, then wires it once the page is parsed.
 */
export function guidesOfflineScript() {
  const source = `(${guidesOfflineAtOnce})();document.addEventListener("DOMContentLoaded",()=>(${guidesOffline})(${GUIDES_POLL_MS}));`;
  const { code } = minifySync("guides-offline.js", source, { compress: true, mangle: true });
  return `<script data-lite-keeps="">${code.trim()}</script>`;
}

/**
 * Adds the guides' script at the end of the help index's head: it runs before the body is parsed,
 * so before anything is painted (decision 197); the stylesheet, which painting waits for anyway,
 * is requested before it.
 */
export function withGuidesOfflineScript(html: string) {
  return withHeadScript(html, guidesOfflineScript(), "The help index");
}

/**
 * The script that marks the visitor's phone (src/lib/bootstrap/phone-first.ts), minified, kept by
 * the page's twin: the stylesheet then shows that phone's steps first from the first paint.
 */
export function phoneFirstScript() {
  const source = `(${phoneFirstAtOnce})(${platformOf},${markedPhoneFirst},${JSON.stringify(GUIDE_PLATFORMS_MARK)});`;
  const { code } = minifySync("phone-first.js", source, { compress: true, mangle: true });
  return `<script data-lite-keeps="">${code.trim()}</script>`;
}

/** A page that shows a guide's phones (GuidePlatforms marks them) gets the phone-first script in its head. */
export function withPhoneFirstScript(html: string) {
  return html.includes(` ${GUIDE_PLATFORMS_MARK}=`) ? withHeadScript(html, phoneFirstScript(), "A guide's page") : html;
}

function withHeadScript(html: string, script: string, page: string) {
  if (!html.includes("</head>")) throw new Error(`${page} has no </head> for its script`);
  return html.replace("</head>", `${script}</head>`);
}

/**
 * The inline bootstrap of a page, minified.
 * @param entry the app's module script, or null for a page that never hydrates
 * @param preloads the modules the entry imports, which the bootstrap requests before it
 */
export function bootstrapScript(entry: string | null, preloads: string[] = []) {
  const cookies = { on: saveDataCookie(true), off: saveDataCookie(false) };
  // pageBootstrap calls its jobs by name: they are declared inside the same function scope, so
  // nothing is left on \`window\`.
  const jobs = [keepNoticeOnTime, wireSaveDataControl, startAppWhenIdle, keepPageAsPrerendered].join("");
  const call = `(${pageBootstrap})(${JSON.stringify(entry)},${JSON.stringify(preloads)},${saveDataMode},${JSON.stringify(SAVE_DATA_COOKIE)},${JSON.stringify(cookies)},${JSON.stringify(prerenderedMarks)},${markedPhoneFirst})`;
  const source = `(()=>{${jobs}${call}})();document.currentScript.remove();`;
  const { code } = minifySync("bootstrap.js", source, { compress: true, mangle: true });
  return `<script>${code.trim()}</script>`;
}

/**
 * A page whose app starts after the first paint: the module script and its preloads are replaced
 * by the bootstrap, which requests the same modules after the paint. A page without the app
 * (not-found, offline) keeps no script but the bootstrap, which still runs the footer control.
 */
export function deferAppScripts(html: string, { hydrate }: { hydrate: boolean }) {
  const entry = html.match(entryScript)?.[1];
  if (hydrate && !entry) throw new Error("A prerendered page has no module script: did TanStack Start change its output?");
  if (hydrate && !dehydratedRoutes.test(html)) {
    throw new Error(
      "A prerendered page has no route manifest ($_TSR.router.manifest.routes), where src/lib/bootstrap/page-code.ts finds the page's code: did TanStack Start change its output?",
    );
  }
  const preloads = [...html.matchAll(modulePreloads)].map(([link]) => link.match(/ href="([^"]+)"/)?.[1] ?? "");
  if (preloads.includes("")) throw new Error("A modulepreload link has no href: did TanStack Start change its output?");
  const bare = html.replace(modulePreloads, "");
  if (hydrate) return bare.replace(entryScript, bootstrapScript(entry ?? null, preloads));
  return bare.replace(executableScripts, "").replace("</body>", `${bootstrapScript(null)}</body>`);
}

// The note a page shows when its code fails (src/components/start/PageCodeFailedNote.tsx): no use
// without scripts. It holds text and a button, no <div>, so its own </div> is the first after it.
const pageCodeFailedNote = new RegExp(`<div id="${PAGE_CODE_FAILED_NOTE_ID}"[^>]*>[\\s\\S]*?</div>`);

/**
 * The script-free twin of a page: no executable script but one marked `data-lite-keeps` (the help
 * index's), no preload, no note for failed scripts, marked `data-lite-page` (the stylesheet then
 * spares the bold Arabic font, shows the footer control switched on and the data-saving bar at the top).
 */
export function litePage(html: string) {
  return html
    .replace(/<html\b/, '<html data-lite-page=""')
    .replace(pageCodeFailedNote, "")
    .replace(modulePreloads, "")
    .replace(scriptsLiteDrops, "");
}
