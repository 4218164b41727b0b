// The endpoint behind the footer's "Use less data" form for browsers without JavaScript (decision
// 021): `/save-data?on=1&back=/ar/about` remembers the choice in a cookie and goes back. Which page
// variant a visitor then gets is a serving rule (wantsLitePage in server/rules.ts).
import { saveDataCookie } from "#model/save-data.ts";

/**
 * A same-origin path to go back to, or "/": never another origin (`//host`, `/\host`, `https:`),
 * never a character a Location header cannot carry.
 */
export function safeBackPath(value: string | null) {
  return typeof value === "string" && value.length <= 2000 && /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/.test(value) ? value : "/";
}

/**
 * The answer to the footer form: where to go back to and the cookie to set.
 * @param query the form's query (`on=1&back=/ar/about`)
 */
export function saveDataToggle(query: URLSearchParams): { location: string; cookie: string } {
  return { location: safeBackPath(query.get("back")), cookie: saveDataCookie(query.get("on") === "1") };
}
