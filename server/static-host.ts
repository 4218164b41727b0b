// `_headers` and `_redirects` for the CDNs (Cloudflare Pages reads `_headers`; Netlify both),
// written into their outputs (server/host-outputs.ts, where every page is a file `X.html` served
// at `/X`) from the same rules as the Node server (server/rules.ts). What each host was tested to
// do is said in docs/deploying.md.

import { baseLocale, LOCALE_COOKIE, LOCALE_QUERY, locales } from "#model/locales.ts";
import { offlinePath } from "#model/pages.ts";
import type { SiteFile } from "./built-site.ts";
import { pageUrlOf } from "./built-site.ts";
import { HSTS, headersForPath, IMMUTABLE_PREFIX, isEditorPath, notFoundFiles, securityHeaders } from "./rules.ts";

/** Headers sent on every path. Static hosts serve only over HTTPS, so HSTS is always right. */
function headersOfEveryPage() {
  return { ...securityHeaders, "Strict-Transport-Security": HSTS };
}

/**
 * A `_headers` block.
 */
function block(path: string, headers: Record<string, string>) {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
}

/**
 * The headers of a page's translations as one set, when they differ only in the hashes of their
 * inline scripts: the policy then allows the scripts of all of them (the same page's, in another
 * language). Nothing is lost: every page also carries its own exact policy in a <meta>, and a
 * browser enforces both, so only the page's own scripts run. Undefined when anything else differs.
 */
function sharedHeaders(translations: Record<string, string>[]): Record<string, string> | undefined {
  const CSP = "Content-Security-Policy";
  const directives = (policy: string | undefined) => (policy ?? "").split("; ");
  const isScripts = (directive: string) => directive.startsWith("script-src ");
  const withoutScripts = (headers: Record<string, string>) =>
    JSON.stringify({ ...headers, [CSP]: directives(headers[CSP]).filter((d) => !isScripts(d)) });
  const [first] = translations;
  if (!first || translations.some((headers) => withoutScripts(headers) !== withoutScripts(first))) return undefined;
  if (first[CSP] === undefined) return first;
  const sources = new Set(
    translations.flatMap((headers) =>
      directives(headers[CSP])
        .filter(isScripts)
        .flatMap((d) => d.split(" ").slice(1)),
    ),
  );
  const policy = directives(first[CSP]).map((d) => (isScripts(d) ? ["script-src", ...sources].join(" ") : d));
  return { ...first, [CSP]: policy.join("; ") };
}

/**
 * The `_headers` file: security headers everywhere, a year of cache for hashed assets, and each
 * page's own Content-Security-Policy at its URL (its translations' together, see sharedHeaders).
 * A host joins the values of every rule that matches a path, so a header
 * is set by one rule only: the CSP is never on `/*`, where it would be joined with a page's own.
 */
export function headersFile(site: { files: SiteFile[]; siteConfig: { cms?: { authUrl?: string } } }) {
  const blocks = [block("/*", headersOfEveryPage())];
  const asset = site.files.find((file) => file.path.startsWith(IMMUTABLE_PREFIX));
  if (asset) blocks.push(block(`${IMMUTABLE_PREFIX}*`, { "Cache-Control": asset.headers["Cache-Control"] ?? "" }));
  const own: Map<string, Record<string, string>> = new Map();
  for (const file of site.files) {
    const url = pageUrlOf(file.path);
    if (url)
      own.set(url, { "Content-Security-Policy": file.headers["Content-Security-Policy"] ?? "", ...headersForPath(url, site.siteConfig) });
  }
  const rule = (url: string, headers: Record<string, string>) => {
    // Only the address without a trailing slash: the other spelling is a redirect to it (decision 090).
    blocks.push(block(url, headers));
  };
  const prefixedLocales = locales.filter((locale) => locale !== baseLocale);
  for (const [url, headers] of own) {
    if (prefixedLocales.some((locale) => url === `/${locale}` || url.startsWith(`/${locale}/`))) continue;
    // The offline page is only ever shown by the service worker, from its cache: no host serves it,
    // and its own <meta> policy goes with it.
    if (url === offlinePath) continue;
    rule(url, headers);
    // One `/:locale/page` rule for a page's three translations keeps the file far under Cloudflare
    // Pages' 100 rules (four per page, whatever the number of pages). Not for home (`/:locale` would
    // match every one-segment path), nor when the translations differ in more than their scripts.
    const translations = prefixedLocales.flatMap((locale) => {
      const translated = `/${locale}${url === "/" ? "" : url}`;
      const translatedHeaders = own.get(translated);
      return translatedHeaders ? [{ url: translated, headers: translatedHeaders }] : [];
    });
    const shared =
      url !== "/" && translations.length === prefixedLocales.length ? sharedHeaders(translations.map((t) => t.headers)) : undefined;
    if (shared) rule(`/:locale${url}`, shared);
    else for (const t of translations) rule(t.url, t.headers);
  }
  return `# Generated by scripts/postbuild.ts from server/rules.ts; do not edit.\n${blocks.join("\n\n")}\n`;
}

/**
 * The `_redirects` file, in Netlify's syntax (first matching line wins):
 * 1. `/en/…` is English at its unprefixed URL.
 * 2. A plain language link (`?locale=…`, pointing at the page in that language) serves its page
 *    as it is, so an English choice is not sent back to the browser's language by 3 (the host
 *    cannot store the choice in a cookie).
 * 3. A visitor who chose a language (the locale cookie) gets the page asked for; otherwise the
 *    browser's first language, when it is a locale of the site, picks the prefixed page.
 * 4. Unknown paths get the not-found page of their locale with status 404.
 * Netlify's syntax only: Cloudflare Pages rejects every line of it; its output has a Pages
 * Function instead (server/host-outputs.ts).
 */
export function redirectsFile(site: { files: SiteFile[] }) {
  // The editor (/admin) is one page in English: never sent to a language.
  const pages = site.files.flatMap((file) => {
    const url = pageUrlOf(file.path);
    return url === undefined || isEditorPath(url) ? [] : [url];
  });
  const unprefixed = pages.filter(
    (url) => !locales.some((locale) => locale !== baseLocale && (url === `/${locale}` || url.startsWith(`/${locale}/`))),
  );
  // The page's file in the host's output (server/host-outputs.ts).
  const fileOf = (url: string) => (url === "/" ? "/index.html" : `${url}.html`);
  const lines = [
    "# Generated by scripts/postbuild.ts from server/rules.ts; do not edit.",
    `/${baseLocale}  /  301!`,
    `/${baseLocale}/*  /:splat  301!`,
  ];
  for (const url of unprefixed) {
    lines.push(`${url}  ${LOCALE_QUERY}=:locale  ${fileOf(url)}  200!`);
    lines.push(`${url}  ${fileOf(url)}  200!  Cookie=${LOCALE_COOKIE}`);
    for (const locale of locales.filter((l) => l !== baseLocale)) {
      lines.push(`${url}  ${url === "/" ? `/${locale}` : `/${locale}${url}`}  302!  Language=${locale}`);
    }
  }
  for (const locale of locales.filter((l) => l !== baseLocale)) lines.push(`/${locale}/*  ${notFoundFiles[locale]}  404`);
  lines.push(`/*  ${notFoundFiles[baseLocale]}  404`);
  return `${lines.join("\n")}\n`;
}
