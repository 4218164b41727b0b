// The fingerprint of an English text that a translation records as `source_hash`, so that
// `npm run i18n:status` (and the editor at /admin) can tell when the English text changed after the
// translation was made. Shared by the build, the editor's server and the scripts; what is hashed is
// model/fingerprint.ts's, which the editor's page hashes the same way in the browser.
import { createHash } from "node:crypto";
import { fingerprintedText, fingerprintOfDigest } from "#model/fingerprint.ts";

/**
 * The 12-hex-digit fingerprint of a piece of English source: a message string, or a content file's
 * frontmatter and body (see `fingerprintedText` for what counts).
 */
export function sourceHash(source: unknown): string {
  return fingerprintOfDigest(createHash("sha256").update(fingerprintedText(source)).digest());
}
