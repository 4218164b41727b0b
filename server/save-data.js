// Data-saving mode on the production server (decision 021): the script-free twin of a page
// (`index.lite.html`, written by the build) for a visitor who asks to save data, and the endpoint
// behind the footer's "Use less data" form for browsers without JavaScript. Framework-free, so
// any request handler can plug it in: see server/app.js.
import { existsSync } from "node:fs";
import { readCookie } from "../src/lib/locale.js";
import { SAVE_DATA_COOKIE, SAVE_DATA_PATH, saveDataCookie, saveDataMode } from "../src/lib/save-data.js";

/** Request headers an HTML response depends on besides its own: add them to its Vary. */
export const SAVE_DATA_VARY = ["Save-Data", "Cookie"];

/**
 * True when the visitor gets pages without scripts: the cookie "on", or `Save-Data: on` unless the
 * cookie says "off". Malformed headers count as absent.
 * @param {import("node:http").IncomingHttpHeaders} headers
 */
export function wantsLitePages(headers) {
  const saveData = typeof headers["save-data"] === "string" && headers["save-data"].trim().toLowerCase() === "on";
  return saveDataMode({ cookie: readCookie(headers.cookie, SAVE_DATA_COOKIE), saveData });
}

/**
 * The file to send for a page: its script-free twin when the visitor saves data and the build wrote
 * one, else the file itself. Non-HTML files are never swapped.
 * @param {string} file absolute path of the file the request resolved to
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {(path: string) => boolean} [exists]
 */
export function pageFileFor(file, headers, exists = existsSync) {
  if (!file.endsWith(".html") || file.endsWith(".lite.html") || !wantsLitePages(headers)) return file;
  const lite = file.replace(/\.html$/, ".lite.html");
  return exists(lite) ? lite : file;
}

/**
 * Joins Vary values without repeats (case-insensitive), in the order first given.
 * @param {...(string | readonly string[] | undefined | false)} values
 */
export function mergeVary(...values) {
  /** @type {Map<string, string>} */
  const names = new Map();
  for (const value of values) {
    if (!value) continue;
    for (const name of (typeof value === "string" ? value.split(",") : value).map((n) => n.trim()).filter(Boolean)) {
      if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
    }
  }
  return [...names.values()].join(", ");
}

/**
 * A same-origin path to go back to, or "/": never another origin (`//host`, `/\host`, `https:`),
 * never a character a Location header cannot carry.
 * @param {string | null} value
 */
export function safeBackPath(value) {
  return typeof value === "string" && value.length <= 2000 && /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/.test(value) ? value : "/";
}

/**
 * The answer to the footer form (`/save-data?on=1&back=/ar/about`): where to go back to and the
 * cookie to set; undefined for any other URL.
 * @param {URL} url
 * @returns {{ location: string, cookie: string } | undefined}
 */
export function saveDataToggle(url) {
  if (url.pathname !== SAVE_DATA_PATH) return undefined;
  return { location: safeBackPath(url.searchParams.get("back")), cookie: saveDataCookie(url.searchParams.get("on") === "1") };
}
