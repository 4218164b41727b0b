// Reading a request target (`/fr/about?locale=en`) without ever throwing: any byte sequence a
// client sends gives either a clean path or a reason to answer 404 or redirect. No URL parser is
// involved, so `//`, `http://evil/`, `*` or broken percent-encoding are plain data here.

export type Target = { kind: "path"; pathname: string; search: string } | { kind: "redirect"; location: string } | { kind: "invalid" };

/**
 * Percent-encodes anything outside printable ASCII, so a path taken from the request can go into
 * a Location header (which must hold only visible ASCII) unchanged in meaning.
 */
export function headerSafe(value: string) {
  // Each character as its latin1 byte (Node's request line is read as latin1), without Buffer, so
  // the Cloudflare Pages Function can use it too.
  return value.replace(/[^\x21-\x7e]/g, (char) => `%${(char.charCodeAt(0) & 0xff).toString(16).toUpperCase().padStart(2, "0")}`);
}

/** A path with nothing to decode or clean: `/`, `/ar/about`, `/assets/app-x1.js`. */
const plainPath = /^(?:\/[\w-][\w.-]*)+$|^\/$/;

/**
 * A decoded path made fit for a Location header again: each segment percent-encoded.
 */
export function encodePath(pathname: string) {
  return pathname.split("/").map(encodeURIComponent).join("/");
}

/**
 * The decoded path and raw query of a request target, a redirect to its canonical form (no
 * repeated or trailing slashes), or `invalid` (not a path, undecodable, NUL, backslash, dot
 * segments). A redirect's location always starts with a single `/` followed by something other
 * than `/` or `\`, so it stays on this origin.
 */
export function readTarget(raw: string | undefined): Target {
  if (typeof raw !== "string" || !raw.startsWith("/")) return { kind: "invalid" };
  const queryAt = raw.indexOf("?");
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? "" : raw.slice(queryAt);
  // Nearly every request: letters, digits, `-`, `_`, dots inside segments; nothing to decode.
  if (plainPath.test(rawPath)) return { kind: "path", pathname: rawPath, search };
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { kind: "invalid" };
  }
  if (/[\0\\]/.test(pathname) || pathname.split("/").some((segment) => segment === "." || segment === "..")) {
    return { kind: "invalid" };
  }
  if (/\/\/|.\/$/.test(pathname)) {
    const clean = rawPath.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
    // A decoded `//` can hide behind `%2F`: collapsing the raw path then still leaves it.
    if (/^\/[/\\]|%2f|%5c/i.test(clean)) return { kind: "invalid" };
    return { kind: "redirect", location: headerSafe(clean + search) };
  }
  return { kind: "path", pathname, search };
}
