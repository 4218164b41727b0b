// The data-saving mode (decision 021), shared by the production server (plain Node), the
// build (which inlines `saveDataMode` into every page's bootstrap) and the footer control.

/** Cookie that remembers the visitor's choice: "on" or "off". */
export const SAVE_DATA_COOKIE = "KGC_SAVE_DATA";

/** 400 days, like the locale cookie: the longest lifetime browsers allow. */
export const SAVE_DATA_COOKIE_MAX_AGE = 34_560_000;

/** Where the footer control sends its form when no script handles it (the server answers it). */
export const SAVE_DATA_PATH = "/save-data";

/**
 * True when the page should load no script at all. The visitor's own choice (the cookie) wins;
 * without one, the browser's signals decide: Save-Data, or a 2G connection.
 * Self-contained on purpose: the build inlines its source into every page (see scripts/page-scripts.ts).
 */
export function saveDataMode(signals: { cookie?: string | null; saveData?: boolean; effectiveType?: string | null }): boolean {
  if (signals.cookie === "on") return true;
  if (signals.cookie === "off") return false;
  return signals.saveData === true || signals.effectiveType === "2g" || signals.effectiveType === "slow-2g";
}

/**
 * The Set-Cookie value (for the server) or document.cookie value (for the browser) of a choice.
 */
export function saveDataCookie(on: boolean) {
  return `${SAVE_DATA_COOKIE}=${on ? "on" : "off"}; Path=/; Max-Age=${SAVE_DATA_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** What the twin's name adds before `.html`; nginx's configuration is written from it. */
export const LITE_SUFFIX = ".lite";

/**
 * The script-free twin of a page's file (decision 021), the one name every server, the Pages
 * Function, the service worker's list and the build use: `ar/index.html` -> `ar/index.lite.html`,
 * `/404.html` -> `/404.lite.html`. Cloudflare serves it without `.html` (`ar/index.lite`).
 */
export function liteFileOf(file: string) {
  if (!file.endsWith(".html")) throw new Error(`${file} is not a page's file`);
  return file.replace(/\.html$/, `${LITE_SUFFIX}.html`);
}

/** Whether a file is a page's script-free twin: `ar/index.lite.html` is, `ar/index.html` is not. */
export function isLiteFile(file: string) {
  return file.endsWith(`${LITE_SUFFIX}.html`);
}

/**
 * The end of a page's file, the twin's or not, as a regular expression's source (`(?:\.lite)?\.html`):
 * for the patterns that match both, such as the server's page of a file and nginx's not-found page.
 */
export const pageFileEnding = `(?:${LITE_SUFFIX.replace(/\./g, "\\.")})?\\.html`;

/** The twin of the page at a URL path: `/fr/about` -> `/fr/about/index.lite.html`, `/` -> `/index.lite.html`. */
export function litePageFileOf(path: string) {
  return liteFileOf(`${path === "/" ? "" : path}/index.html`);
}

/** The twin of the page at a URL path among Cloudflare Pages' assets, which drop `.html`: `/fr/about` -> `/fr/about/index.lite`. */
export function cloudflareLiteAssetOf(path: string) {
  return litePageFileOf(path).slice(0, -".html".length);
}
