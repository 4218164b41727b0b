// The serving rules of the site, in one place, for every way the build is served: the Node
// server (server/app.ts), the nginx configuration (server/nginx.ts), the Cloudflare Pages Function
// (functions/[[path]].ts) and the CDNs' _headers, _redirects and _routes.json (server/static-host.ts,
// server/host-outputs.ts). They all read these rules and add none of their own, so they cannot
// drift apart.

import {
  baseLocale,
  fromLocales,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_QUERY,
  localeCookie,
  localeFromPath,
  localizePath,
  parseAcceptLanguage,
  readCookie,
  resolveLocale,
  stripLocale,
} from "#model/locales.ts";
import { pageFileEnding, SAVE_DATA_PATH, saveDataMode } from "#model/save-data.ts";
import { encodePath, headerSafe } from "./request-target.ts";
import { saveDataToggle } from "./save-data.ts";

/** Content types by file extension. */
export const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json",
};

/** Files sent precompressed (`.br`, `.gz` beside them, written by scripts/postbuild.ts). */
export const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|map)$/;

/** Hashed build output never changes under its name: cache for a year. Everything else revalidates. */
export const cacheControl = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "no-cache",
};

/** Where the hashed build output lives. */
export const IMMUTABLE_PREFIX = "/assets/";

/**
 * Cache-Control of a file of dist/client, by its path (`/assets/app-x1y2.js`).
 */
export function cacheControlFor(file: string) {
  return file.startsWith(IMMUTABLE_PREFIX) ? cacheControl.immutable : cacheControl.revalidate;
}

/** Headers every response carries, redirects and errors included. */
export const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** The content editor (Decap CMS): one page for the team, in English, never a page of the site. */
export const EDITOR_PATH = "/admin";

/**
 * True for the editor's page and files: no locale negotiation, its own headers.
 */
export const isEditorPath = (urlPath: string) => urlPath === EDITOR_PATH || urlPath.startsWith(`${EDITOR_PATH}/`);

/**
 * The editor's own policy, so the public pages' policy never loosens for it: Decap CMS checks its
 * configuration with validators it compiles at run time ('unsafe-eval'; it does not start without),
 * injects its styles ('unsafe-inline' styles), and the hosted editor talks to GitHub's API, shows
 * GitHub avatars, and may reach the sign-in server. It also keeps the editor out of search engines.
 */
export function editorHeaders({ authUrl }: { authUrl?: string } = {}) {
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

/**
 * Extra headers by URL path prefix, applied in order after the security headers; a later rule
 * wins for the same header. A section with its own needs adds a line here, and the Node server,
 * nginx and _headers all follow.
 */
export function pathHeaderRules(siteConfig: { cms?: { authUrl?: string } }): Array<{ prefix: string; headers: Record<string, string> }> {
  return [{ prefix: EDITOR_PATH, headers: editorHeaders(siteConfig.cms) }];
}

/**
 * The headers of `pathHeaderRules` that apply to a URL path.
 */
export function headersForPath(urlPath: string, siteConfig: { cms?: { authUrl?: string } }) {
  const headers: Record<string, string> = {};
  for (const rule of pathHeaderRules(siteConfig)) {
    if (urlPath === rule.prefix || urlPath.startsWith(rule.prefix.endsWith("/") ? rule.prefix : `${rule.prefix}/`)) {
      Object.assign(headers, rule.headers);
    }
  }
  return headers;
}

/**
 * Strict-Transport-Security, sent only on requests that came over TLS (a browser ignores it on
 * plain HTTP anyway): two years, subdomains included, as the Observatory asks.
 */
export const HSTS = "max-age=63072000; includeSubDomains";

/** Pages that embed a third-party form; only they may load its origins. */
export const formPages = ["/contact", "/upload"];

/** The page whose partner logos may come from other hosts. */
export const partnerLogoPage = "/about";

/**
 * The Content-Security-Policy of a page: its own files, the hashes of its own inline scripts, the
 * configured form origins on the pages that embed a form, and partner logo hosts on /about. No
 * 'unsafe-eval', no inline script but the hashed ones.
 * `runsScripts` is false for pages without any script (not-found, offline, lite pages).
 */
export function contentSecurityPolicy({
  barePath,
  scriptHashes = [],
  formOrigins,
  imageOrigins = [],
  runsScripts = true,
}: {
  barePath: string;
  scriptHashes?: string[];
  formOrigins: { frame: string[]; script: string[] };
  imageOrigins?: string[];
  runsScripts?: boolean;
}) {
  const withForms = formPages.includes(barePath);
  const frames = withForms && formOrigins.frame.length ? formOrigins.frame.join(" ") : "'none'";
  // The newsletter provider's script may fetch, style, show images and post its own form.
  const newsletter = withForms ? formOrigins.script : [];
  const list = (...sources: string[]) => sources.join(" ");
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes, ...newsletter)}`,
    ...styleDirectives({ runsScripts, newsletter }),
    `img-src ${list("'self'", "data:", ...newsletter, ...(barePath === partnerLogoPage ? imageOrigins : []))}`,
    "font-src 'self'",
    // The frames' origins too: a form page checks that a frame's provider answers (EmbeddedFrame) to say at once when it cannot.
    `connect-src ${list("'self'", ...new Set([...newsletter, ...(withForms ? formOrigins.frame : [])]))}`,
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
 * The style directives of a page. The prerendered HTML has no style attribute and no <style>
 * element, and the styles React and Radix set while the page runs go through the CSSOM, which CSP
 * does not block: `style-src 'self'`, and `style-src-attr 'none'` so injected markup cannot style
 * itself. One thing does need more, and only on pages that run scripts: the scroll lock of the
 * language menu and the mobile menu (react-remove-scroll, inside Radix) inserts a <style> element
 * holding the scrollbar's width, which differs per device and so cannot be allowed by a hash;
 * `style-src-elem` allows inline <style> elements for it (browsers without CSP 3 fall back to
 * `style-src 'self'`: the page still works, only scrolling behind an open menu is not locked).
 * A newsletter provider's script (on the form pages, when configured) styles its own markup with
 * style attributes and elements we do not control.
 */
function styleDirectives({ runsScripts, newsletter }: { runsScripts: boolean; newsletter: string[] }) {
  if (newsletter.length) {
    const sources = ["'self'", "'unsafe-inline'", ...newsletter].join(" ");
    return [`style-src ${sources}`];
  }
  if (!runsScripts) return ["style-src 'self'"];
  return ["style-src 'self'", "style-src-elem 'self' 'unsafe-inline'", "style-src-attr 'none'"];
}

/** Directives a `<meta http-equiv>` policy may not carry (the browser ignores them there). */
const headerOnlyDirectives = new Set(["frame-ancestors", "report-uri", "sandbox"]);

/**
 * The part of a policy a `<meta http-equiv="Content-Security-Policy">` can hold, for hosts that
 * send no headers.
 */
export function metaContentSecurityPolicy(policy: string) {
  return policy
    .split("; ")
    .filter((directive) => !headerOnlyDirectives.has(directive.split(" ")[0] ?? ""))
    .join("; ");
}

/**
 * True when an HTML page loads or holds a script.
 */
export function runsScripts(html: string) {
  return /<script\b/i.test(html);
}

const notFoundFile = new RegExp(`^/404${pageFileEnding}$`);
const indexFile = new RegExp(`^(.*?)/index${pageFileEnding}$`);

/**
 * The page a file of dist/client renders, without its locale: `/fr/about/index.html` ->
 * `/about`, `/ar/404.html` -> `/404`, `/index.lite.html` -> `/`. Undefined for other files.
 */
export function barePathOfFile(file: string) {
  const bare = stripLocale(file);
  if (notFoundFile.test(bare)) return "/404";
  const match = indexFile.exec(bare);
  return match ? match[1] || "/" : undefined;
}

/** The not-found page of each locale, sent with status 404. */
export const notFoundFiles = fromLocales((locale) => (locale === baseLocale ? "/404.html" : `/${locale}/404.html`));

/**
 * Save-Data (decision 021): beside a page `X/index.html` the build may write a script-free
 * `X/index.lite.html`, served at the same URL when the visitor asks to save data.
 * True when the lite variant of a page is wanted: the cookie says `on`, or the browser sends
 * `Save-Data: on` and the cookie does not say `off` (saveDataMode, shared with the browser).
 */
export function wantsLitePage({ cookie, saveData }: { cookie?: string; saveData?: string | string[] }) {
  return saveDataMode({ cookie, saveData: typeof saveData === "string" && saveData.trim().toLowerCase() === "on" });
}

/** Vary of an unprefixed page's redirect, whose locale the cookie and Accept-Language decide. */
export const NEGOTIATED_VARY = "Cookie, Accept-Language";

/**
 * Vary of a file: the encoding for compressible files; for pages also Save-Data and the cookie
 * (the lite variant), and Accept-Language for an unprefixed page (English only when the visitor's
 * languages did not send them elsewhere).
 */
export function varyFor(file: string) {
  if (!file.endsWith(".html")) return compressible.test(file) ? "Accept-Encoding" : undefined;
  return `Accept-Encoding, Save-Data, ${localeFromPath(file) ? "Cookie" : NEGOTIATED_VARY}`;
}

/** Redirects within the site are temporary: the locale they pick depends on the visitor. */
export const REDIRECT_STATUS = 307;

/**
 * A page's address has one spelling, without a trailing slash (decision 090); the other spelling
 * is redirected to it once, for good, on every host (308 keeps the method, like Cloudflare's own).
 */
export const CANONICAL_REDIRECT_STATUS = 308;

/**
 * The redirect the serving rules decide for a request, before any file is read, or undefined when
 * the path is served as it is (a page, a file, or the not-found page). One decision for the Node
 * server (server/app.ts) and the Cloudflare Pages Function (functions/[[path]].ts):
 * 1. the footer's "Use less data" form (`/save-data`) remembers the choice and goes back;
 * 2. a language chosen with a plain link (`?locale=fr`) or an `/en/` address is remembered in the
 *    cookie and the URL cleaned;
 * 3. an unprefixed page goes to the cookie's locale, else the browser's first language of the
 *    site; English is served where it is.
 * `pathname` is decoded and clean (no repeated or trailing slash), `search` as received (`?a=b` or "").
 */
export function pageRedirect({
  pathname,
  search,
  cookie,
  acceptLanguage,
}: {
  pathname: string;
  search: string;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): { location: string; headers: Record<string, string> } | undefined {
  if (pathname === SAVE_DATA_PATH) {
    const toggle = saveDataToggle(new URLSearchParams(search));
    return { location: toggle.location, headers: { "Set-Cookie": toggle.cookie } };
  }
  // The editor (/admin) is one page in English for the team: no locale to negotiate.
  const isPage = !/\.[^/]*$/.test(pathname) && !isEditorPath(pathname);
  if (!isPage) return undefined;
  const enPrefixed = pathname === `/${baseLocale}` || pathname.startsWith(`/${baseLocale}/`);
  const query = new URLSearchParams(search);
  const chosen = query.get(LOCALE_QUERY);
  if (isLocale(chosen) || enPrefixed) {
    const locale = isLocale(chosen) ? chosen : baseLocale;
    query.delete(LOCALE_QUERY);
    const bare = enPrefixed ? pathname.slice(baseLocale.length + 1) || "/" : stripLocale(pathname);
    const rest = query.size ? `?${query}` : "";
    return { location: `${encodePath(localizePath(bare, locale))}${rest}`, headers: { "Set-Cookie": localeCookie(locale) } };
  }
  if (localeFromPath(pathname)) return undefined;
  const locale = resolveLocale({ cookie: readCookie(cookie, LOCALE_COOKIE), languages: parseAcceptLanguage(acceptLanguage) });
  if (locale === baseLocale) return undefined;
  return { location: `${encodePath(localizePath(pathname, locale))}${headerSafe(search)}`, headers: { Vary: NEGOTIATED_VARY } };
}
