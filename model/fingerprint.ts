// The fingerprint a translation records of the English it was made from (`source_hash`, decisions
// 051 and 163): the first 12 hex digits of the SHA-256 of the English as canonical JSON. Two
// places compute it: Node (content-tools/source-hash.ts: the build, `npm run i18n:status`) and
// the editor's page (editor/admin/fingerprint.ts, when a translation is saved). Both hash the text
// made here, each with its own SHA-256 (Node's is synchronous, the browser's `crypto.subtle` is
// not), so a translation the editor marks as current is current for the build too.

/** JSON with object keys sorted at every level, so the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
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
 * The text whose SHA-256 is the fingerprint of a piece of English source (a message string, a
 * content file's frontmatter and body, a data file's wording). The `source_hash` field itself never
 * counts, and surrounding whitespace of strings does not either, so reformatting a file does not
 * mark its translations outdated. Nor does a page file's `page` field: it names the file for the
 * editor (the same in every language), it is not text to translate.
 */
export function fingerprintedText(source: unknown): string {
  return canonicalJson(trimmed(withoutIdentifier(source)));
}

/** The fingerprint from the SHA-256 digest of `fingerprintedText`: its first 12 hex digits. */
export function fingerprintOfDigest(digest: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(digest).subarray(0, 6), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function trimmed(value: unknown): unknown {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "source_hash")
        .map(([key, item]) => [key, trimmed(item)]),
    );
  }
  return value;
}

/** A content file's fields without its `page` identifier. */
function withoutIdentifier(source: unknown): unknown {
  if (!source || typeof source !== "object" || Array.isArray(source) || !("page" in source)) return source;
  const { page: _page, ...text } = source as Record<string, unknown>;
  return text;
}
