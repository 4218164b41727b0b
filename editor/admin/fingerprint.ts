// Stays JavaScript: the browser loads this file as written (served and copied, never bundled); @ts-check types it.
// The fingerprint of a data file's English wording, as content-tools/source-hash.ts computes it
// (12 hex digits of the SHA-256 of the canonical JSON, surrounding whitespace and `source_hash`
// ignored), for the editor to record in a translation saved with it (decision 163).
// fingerprint.test.ts checks that both give the same fingerprint.
// @ts-check

/**
 * JSON with object keys sorted at every level, as canonicalJson in content-tools/source-hash.ts.
 * @param {unknown} value
 * @returns {string}
 */
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The wording as the file will hold it once saved: strings trimmed, no `source_hash`, and no empty
 * optional text (the editor leaves those out of the file, `omit_empty_optional_fields`).
 * @param {unknown} value
 * @returns {unknown}
 */
export function asSaved(value) {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return value.map(asSaved);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, item]) => key !== "source_hash" && item !== "" && item !== null && item !== undefined)
        .map(([key, item]) => [key, asSaved(item)]),
    );
  }
  return value;
}

/**
 * The fingerprint of a wording (an object of texts), as the build and `npm run i18n:status` compute it from the saved file.
 * @param {unknown} wording
 * @returns {Promise<string>}
 */
export async function fingerprint(wording) {
  const bytes = new TextEncoder().encode(canonicalJson(asSaved(wording)));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 12);
}

/**
 * Whether two wordings say the same (as saved).
 * @param {unknown} a
 * @param {unknown} b
 */
export const sameWording = (a, b) => canonicalJson(asSaved(a)) === canonicalJson(asSaved(b));
