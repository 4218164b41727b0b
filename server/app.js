// The production request handler: serves the prerendered site in dist/client, negotiates the
// locale of unprefixed URLs, answers unknown paths with the localized not-found page (status 404)
// and puts security headers on every response. Plain node:http, no framework.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, resolve, sep } from "node:path";
import {
  baseLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localeFromPath,
  localizePath,
  parseAcceptLanguage,
  readCookie,
  resolveLocale,
  stripLocale,
} from "../src/lib/locale.js";
import { contentSecurityPolicy, securityHeaders } from "./headers.js";
import { mergeVary, pageFileFor, SAVE_DATA_VARY, saveDataToggle } from "./save-data.js";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */

/** @type {Record<string, string>} */
const contentTypes = {
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

/**
 * Creates the request handler for a built site.
 * @param {{ distDir?: string }} [options]
 */
export function createApp({ distDir = "dist" } = {}) {
  const root = resolve(distDir, "client");
  const siteConfig = JSON.parse(readFileSync(join(distDir, "site-config.json"), "utf8"));
  const scriptHashes = JSON.parse(readFileSync(join(distDir, "script-hashes.json"), "utf8"));

  /**
   * The file for a URL path inside dist/client, or undefined; never a path outside it.
   * @param {string} pathname
   */
  function findFile(pathname) {
    const candidates = extname(pathname) ? [pathname] : [join(pathname, "index.html")];
    for (const candidate of candidates) {
      const full = resolve(root, `.${candidate}`);
      if (full !== root && !full.startsWith(root + sep)) return undefined;
      try {
        if (statSync(full).isFile()) return full;
      } catch {
        // Not there: try the next candidate.
      }
    }
    return undefined;
  }

  /**
   * Sends a file, precompressed when the client accepts it, with caching and security headers.
   * @param {Request} request
   * @param {Response} response
   * @param {{ status?: number, file: string, headers?: Record<string, string>, barePath: string }} options
   */
  function send(request, response, { status = 200, file: resolved, headers = {}, barePath }) {
    const type = contentTypes[extname(resolved)] ?? "application/octet-stream";
    const isHtml = type.startsWith("text/html");
    const file = pageFileFor(resolved, request.headers);
    const relativePath = `/${file
      .slice(root.length + 1)
      .split(sep)
      .join("/")}`;
    const accepted = String(request.headers["accept-encoding"] ?? "");
    let body = file;
    let encoding;
    for (const [name, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ]) {
      if (new RegExp(`\\b${name}\\b`).test(accepted) && existsSync(file + suffix)) {
        body = file + suffix;
        encoding = name;
        break;
      }
    }
    const stats = statSync(body);
    const etag = `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
    const all = {
      ...securityHeaders,
      "Content-Type": type,
      "Cache-Control": relativePath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      ETag: etag,
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      ...(isHtml
        ? {
            "Content-Security-Policy": contentSecurityPolicy({
              barePath,
              scriptHashes: scriptHashes[relativePath],
              formOrigins: siteConfig.formOrigins,
              imageOrigins: siteConfig.imageOrigins,
            }),
          }
        : {}),
      ...headers,
      Vary: mergeVary("Accept-Encoding", headers.Vary, isHtml && SAVE_DATA_VARY),
    };
    if (status === 200 && request.headers["if-none-match"] === etag) {
      response.writeHead(304, all);
      response.end();
      return;
    }
    response.writeHead(status, { ...all, "Content-Length": stats.size });
    if (request.method === "HEAD") response.end();
    else createReadStream(body).pipe(response);
  }

  /**
   * @param {Response} response
   * @param {string} location
   * @param {Record<string, string>} [headers]
   */
  function redirect(response, location, headers = {}) {
    response.writeHead(307, { ...securityHeaders, Location: location, "Cache-Control": "no-cache", ...headers });
    response.end();
  }

  /**
   * Sends the not-found page of a locale with status 404.
   * @param {Request} request
   * @param {Response} response
   * @param {import("../src/lib/locale.js").Locale} locale
   * @param {Record<string, string>} [headers]
   */
  function notFound(request, response, locale, headers) {
    const file = findFile(locale === baseLocale ? "/404.html" : `/${locale}/404.html`);
    if (!file) {
      response.writeHead(404, { ...securityHeaders, "Content-Type": "text/plain; charset=utf-8" });
      response.end("Not found");
      return;
    }
    send(request, response, { status: 404, file, headers, barePath: "/404" });
  }

  /**
   * @param {Request} request
   * @param {Response} response
   */
  return function handle(request, response) {
    try {
      if (request.method !== "GET" && request.method !== "HEAD") {
        response.writeHead(405, { ...securityHeaders, Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
        response.end("Method not allowed");
        return;
      }
      const url = new URL(request.url ?? "/", "http://localhost");
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return notFound(request, response, baseLocale);
      }
      if (pathname.includes("\0") || pathname.includes("\\") || pathname.split("/").includes("..")) {
        return notFound(request, response, baseLocale);
      }
      const toggle = saveDataToggle(url);
      if (toggle) return redirect(response, toggle.location, { "Set-Cookie": toggle.cookie });
      // Trailing slashes are not part of the site's URLs.
      if (pathname.length > 1 && pathname.endsWith("/")) {
        return redirect(response, `${url.pathname.replace(/\/+$/, "") || "/"}${url.search}`);
      }

      const isPage = !extname(pathname);
      if (isPage) {
        // A language chosen with a plain link (no JavaScript), or an /en/ URL: remember it, clean the URL.
        const chosen = url.searchParams.get("locale");
        const enPrefixed = pathname === `/${baseLocale}` || pathname.startsWith(`/${baseLocale}/`);
        if (isLocale(chosen) || enPrefixed) {
          const locale = isLocale(chosen) ? chosen : baseLocale;
          url.searchParams.delete("locale");
          const bare = enPrefixed ? pathname.slice(baseLocale.length + 1) || "/" : stripLocale(pathname);
          const cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
          return redirect(response, `${localizePath(bare, locale)}${url.search}`, { "Set-Cookie": cookie });
        }
      }

      const prefixed = localeFromPath(pathname);
      /** @type {Record<string, string>} */
      const negotiated = {};
      if (isPage && !prefixed) {
        // An unprefixed page: the cookie, then Accept-Language, decide; English is served here.
        negotiated.Vary = "Accept-Encoding, Cookie, Accept-Language";
        const locale = resolveLocale({
          cookie: readCookie(request.headers.cookie, LOCALE_COOKIE),
          languages: parseAcceptLanguage(request.headers["accept-language"]),
        });
        if (locale !== baseLocale) return redirect(response, `${localizePath(pathname, locale)}${url.search}`, negotiated);
      }

      const bare = stripLocale(pathname);
      const file = bare === "/404" || pathname.endsWith("/404.html") ? undefined : findFile(pathname);
      if (!file) return notFound(request, response, prefixed ?? baseLocale, negotiated);
      return send(request, response, { file, headers: negotiated, barePath: bare });
    } catch (error) {
      console.error(error);
      if (!response.headersSent) {
        response.writeHead(500, { ...securityHeaders, "Content-Type": "text/plain; charset=utf-8" });
      }
      response.end("Internal error");
    }
  };
}
