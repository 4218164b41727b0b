// The fingerprint of a data file's English wording, for the editor to record in a translation
// saved with it (decision 163): the same as the build's (content-tools/source-hash.ts), since both
// hash model/fingerprint.ts's text; here with the browser's SHA-256. fingerprint.test.ts checks
// that both give the same fingerprint.
import { canonicalJson, fingerprintedText, fingerprintOfDigest } from "#model/fingerprint.ts";

/**
 * The wording as the file will hold it once saved: strings trimmed, no `source_hash`, and no empty
 * optional text (the editor leaves those out of the file, `omit_empty_optional_fields`).
 */
export function asSaved(value: unknown): unknown {
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

/** The fingerprint of a wording (an object of texts), as the build and `npm run i18n:status` compute it from the saved file. */
export async function fingerprint(wording: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(fingerprintedText(asSaved(wording)));
  return fingerprintOfDigest(await crypto.subtle.digest("SHA-256", bytes));
}

/** Whether two wordings say the same (as saved). */
export const sameWording = (a: unknown, b: unknown) => canonicalJson(asSaved(a)) === canonicalJson(asSaved(b));
