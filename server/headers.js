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

/**
 * The editor at /admin (Decap CMS) has a policy of its own, so the public pages' policy never
 * loosens for it: Decap CMS checks its configuration with validators it compiles at run time
 * ('unsafe-eval'; it does not start without), injects its styles ('unsafe-inline' styles), and the hosted
 * editor talks to GitHub's API, shows GitHub avatars, and may reach the sign-in server.
 * It also keeps the editor out of search engines.
 * @param {{ authUrl?: string }} [cms]
 */
export function adminHeaders({ authUrl } = {}) {
  const auth = authUrl ? [new URL(authUrl).origin] : [];
  return {
    "X-Robots-Tag": "noindex, nofollow",
    "Content-Security-Policy": [
      "default-src 'self'",
      "script-src 'self' 'unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://avatars.githubusercontent.com",
      "font-src 'self' data:",
      ["connect-src 'self' https://api.github.com", ...auth].join(" "),
      "frame-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
      "worker-src 'self' blob:",
    ].join("; "),
  };
}

/** The editor's paths: /admin and its files. */
export const isAdminPath = (/** @type {string} */ pathname) => pathname === "/admin" || pathname.startsWith("/admin/");
