// The installer's links (decision 120): Apple's eSIM setup link for an iPhone, and the install link
// the team sends, whose code travels after `#` so that it never reaches a server or its logs.

import { type Locale, localizePath } from "#model/locales.ts";
import { installerPath } from "#model/pages.ts";
import { type QrContent, readQrContent } from "./activation-code.ts";

/** Apple's universal link that opens an iPhone's eSIM setup with the code filled in (iOS 17.4 and later). */
export function appleSetupLink(code: string) {
  return `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(code)}`;
}

/**
 * The install link for a code, in the resident's language: the installer's address, `#`, then the
 * whole code URL-encoded (chat apps keep an encoded link whole and clickable).
 * @param origin the site's origin, e.g. https://example.org
 */
export function installLink(origin: string, locale: Locale, code: string) {
  return `${origin}${localizePath(installerPath, locale)}#${encodeURIComponent(code)}`;
}

/** The longest fragment worth reading: SGP.22 codes are well under 300 characters. */
const longestFragment = 512;

/** What an address's fragment holds for the installer. */
export type FragmentContent =
  | { kind: "none" }
  /** Not an eSIM code (junk, markup, a damaged code): kept as text to show, never as HTML. */
  | { kind: "invalid"; text: string; reason: "broken-esim" | "not-esim" }
  | Extract<QrContent, { kind: "esim" }>;

/** Reads `location.hash` (with its `#`): nothing, an eSIM code, or something else. */
export function readFragment(hash: string): FragmentContent {
  const raw = hash.replace(/^#/, "");
  if (!raw.trim()) return { kind: "none" };
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    text = raw;
  }
  if (text.length > longestFragment) return { kind: "invalid", text: `${text.slice(0, 80)}…`, reason: "not-esim" };
  const content = readQrContent(text);
  if (content.kind === "esim") return content;
  return { kind: "invalid", text, reason: content.kind === "broken-esim" ? "broken-esim" : "not-esim" };
}
