// Response headers the production server sends: security headers on every response, and the
// Content-Security-Policy of a page.

/** Headers every response carries. */
export const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Pages that embed a third-party form; only they may load its origin. */
const formPages = new Set(["/contact", "/upload"]);

/**
 * The Content-Security-Policy of a page: its own files, the hashes of its own inline scripts, and
 * the configured form origins on the pages that embed a form, and partner logo hosts on /about.
 * No 'unsafe-eval', no inline scripts.
 * @param {{ barePath: string, scriptHashes?: string[], formOrigins: { frame: string[], script: string[] }, imageOrigins?: string[] }} page
 */
export function contentSecurityPolicy({ barePath, scriptHashes = [], formOrigins, imageOrigins = [] }) {
  const withForms = formPages.has(barePath);
  const frames = withForms && formOrigins.frame.length ? formOrigins.frame.join(" ") : "'none'";
  // The newsletter provider's script may fetch, style, show images and post its own form.
  const newsletter = withForms ? formOrigins.script : [];
  const list = (/** @type {string[]} */ ...sources) => sources.join(" ");
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes, ...newsletter)}`,
    // Radix positions its popovers with inline style attributes; no inline script ever runs.
    `style-src ${list("'self'", "'unsafe-inline'", ...newsletter)}`,
    `img-src ${list("'self'", "data:", ...newsletter, ...(barePath === "/about" ? imageOrigins : []))}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...newsletter)}`,
    `frame-src ${frames}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${list("'self'", ...newsletter)}`,
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join("; ");
}
