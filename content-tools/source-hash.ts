// The fingerprint of an English text that a translation records as `source_hash`, so that
// `npm run i18n:status` (and the editor at /admin) can tell when the English text changed after the
// translation was made. Shared by the build, the editor's server and the scripts.
import { createHash } from "node:crypto";

/**
 * JSON with object keys sorted at every level, so the same data always gives the same text.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  return JSON.stringify(value ?? null);
}

/**
 * The 12-hex-digit fingerprint of a piece of English source: a message string, or a content file's
 * frontmatter and body. The `source_hash` field itself never counts, and surrounding whitespace of
 * strings does not either, so reformatting a file does not mark its translations outdated. Nor does
 * a page file's `page` field: it names the file for the editor (the same in every language), it is
 * not text to translate.
 */
export function sourceHash(source: unknown): string {
  return createHash("sha256")
    .update(canonicalJson(normalize(withoutIdentifier(source))))
    .digest("hex")
    .slice(0, 12);
}

function normalize(value: unknown): unknown {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "source_hash")
        .map(([key, item]) => [key, normalize(item)]),
    );
  }
  return value;
}

/**
 * A content file's fields without its `page` identifier.
 */
function withoutIdentifier(source: unknown): unknown {
  if (!source || typeof source !== "object" || Array.isArray(source) || !("page" in source)) return source;
  const { page: _page, ...text } = source as Record<string, unknown>;
  return text;
}
