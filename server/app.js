// The production request handler. At start it reads the whole build (dist/client never changes
// while it runs) into memory with each file's headers worked out by server/rules.js; a request is
// then a lookup: negotiate the locale of unprefixed pages, send the file or the localized
// not-found page with status 404. Plain node:http, no framework, no file system per request.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { localeFromPath, readCookie } from "../src/lib/locale.js";
import { readTarget } from "./request-target.js";
import {
  baseLocale,
  CANONICAL_REDIRECT_STATUS,
  HSTS,
  notFoundFiles,
  pageRedirect,
  REDIRECT_STATUS,
  SAVE_DATA_COOKIE,
  securityHeaders,
  wantsLitePage,
} from "./rules.js";
import { isPrecompressedCopy, pageUrlOf, readSite } from "./site.js";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */
/** @typedef {{ body: Buffer, etag: string, headers: string[], notModified: string[] }} Encoded headers as flat name, value lists, which node:http writes fastest */
/** @typedef {{ identity: Encoded, br?: Encoded, gzip?: Encoded }} Entry */

const textHeaders = { ...securityHeaders, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" };

/**
 * One encoding of a file, its headers ready to send.
 * @param {Buffer} body
 * @param {Record<string, string>} headers
 * @param {string} [encoding]
 * @returns {Encoded}
 */
function encoded(body, headers, encoding) {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  const notModified = { ...headers, ETag: etag };
  const all = { ...notModified, "Content-Length": String(body.length), ...(encoding ? { "Content-Encoding": encoding } : {}) };
  return { body, etag, headers: Object.entries(all).flat(), notModified: Object.entries(notModified).flat() };
}

/**
 * Every file of a build in memory, each encoding with its headers: the files by URL path, the
 * pages by the URL they are served at (with their lite variant, if any), and the not-found pages
 * by locale, which are served for other URLs with status 404 and never at their own.
 * @param {ReturnType<typeof readSite>} site
 */
function loadBuild(site) {
  /** @type {Map<string, Entry>} every file by URL path */
  const files = new Map();
  for (const file of site.files) {
    const full = join(site.root, file.path);
    const body = readFileSync(full);
    /** @type {Entry} */
    const entry = { identity: encoded(body, file.headers) };
    for (const [encoding, suffix] of /** @type {const} */ ([
      ["br", ".br"],
      ["gzip", ".gz"],
    ])) {
      if (isPrecompressedCopy(file.path + suffix) && existsSync(full + suffix)) {
        entry[encoding] = encoded(readFileSync(full + suffix), file.headers, encoding);
      }
    }
    files.set(file.path, entry);
  }
  /** @type {Map<string, { full: Entry, lite?: Entry }>} every page by the URL it is served at */
  const pages = new Map();
  for (const [path, entry] of files) {
    const url = pageUrlOf(path);
    if (url) pages.set(url, { full: entry, lite: files.get(path.replace(/index\.html$/, "index.lite.html")) });
  }
  const notFoundPages = new Map(
    Object.entries(notFoundFiles).map(([locale, path]) => [
      locale,
      { full: files.get(path), lite: files.get(path.replace(/\.html$/, ".lite.html")) },
    ]),
  );
  for (const path of Object.values(notFoundFiles)) {
    files.delete(path);
    files.delete(path.replace(/\.html$/, ".lite.html"));
  }

  return { files, pages, notFoundPages };
}

/**
 * Creates the request handler for a built site.
 * @param {{ distDir?: string, hsts?: "always" | "proxy" }} [options] `hsts: "always"` sends
 * Strict-Transport-Security on every response (TLS ends before this server and the proxy sets
 * no X-Forwarded-Proto); by default only on requests marked `X-Forwarded-Proto: https`.
 */
export function createApp({ distDir = "dist", hsts = "proxy" } = {}) {
  const site = readSite(distDir);
  const hstsAlways = hsts === "always";
  const { files, pages, notFoundPages } = loadBuild(site);

  /**
   * The encoding of an entry the client accepts, best first.
   * @param {Request} request
   * @param {Entry} entry
   */
  function pickEncoding(request, entry) {
    const accepted = request.headers["accept-encoding"];
    if (typeof accepted === "string") {
      if (entry.br && /\bbr\b/.test(accepted)) return entry.br;
      if (entry.gzip && /\bgzip\b/.test(accepted)) return entry.gzip;
    }
    return entry.identity;
  }

  /**
   * The variant of a page to send: its script-free lite file when the visitor saves data.
   * @param {Request} request
   * @param {{ full?: Entry, lite?: Entry }} page
   */
  function pickVariant(request, page) {
    if (
      page.lite &&
      wantsLitePage({ cookie: readCookie(request.headers.cookie, SAVE_DATA_COOKIE), saveData: request.headers["save-data"] })
    ) {
      return page.lite;
    }
    return page.full;
  }

  /**
   * @param {Request} request
   * @param {Response} response
   * @param {Entry} entry
   * @param {number} [status]
   */
  function send(request, response, entry, status = 200) {
    const chosen = pickEncoding(request, entry);
    if (status === 200 && request.headers["if-none-match"] === chosen.etag) {
      response.writeHead(304, withTransportSecurity(request, chosen.notModified));
      response.end();
      return;
    }
    response.writeHead(status, withTransportSecurity(request, chosen.headers));
    response.end(request.method === "HEAD" ? undefined : chosen.body);
  }

  /**
   * The headers, plus Strict-Transport-Security when the request came over TLS.
   * @param {Request} request
   * @param {string[]} headers as a flat name, value list
   */
  function withTransportSecurity(request, headers) {
    return hstsAlways || request.headers["x-forwarded-proto"] === "https" ? [...headers, "Strict-Transport-Security", HSTS] : headers;
  }

  /**
   * A response without a file (a redirect, an error), with its headers.
   * @param {Request} request
   * @param {Response} response
   * @param {number} status
   * @param {Record<string, string>} headers
   * @param {string} [body]
   */
  function answer(request, response, status, headers, body) {
    response.writeHead(status, withTransportSecurity(request, Object.entries(headers).flat()));
    response.end(body);
  }

  /**
   * @param {Request} request
   * @param {Response} response
   * @param {string} location a path on this site
   * @param {Record<string, string>} [headers]
   * @param {number} [status]
   */
  function redirect(request, response, location, headers = {}, status = REDIRECT_STATUS) {
    answer(request, response, status, { ...securityHeaders, Location: location, "Cache-Control": "no-cache", ...headers });
  }

  /**
   * @param {Request} request
   * @param {Response} response
   * @param {import("../src/lib/locale.js").Locale} locale
   */
  function notFound(request, response, locale) {
    const page = notFoundPages.get(locale);
    const entry = page && pickVariant(request, page);
    if (!entry) {
      answer(request, response, 404, textHeaders, "Not found");
      return;
    }
    send(request, response, entry, 404);
  }

  /**
   * @param {Request} request
   * @param {Response} response
   */
  function handle(request, response) {
    if (request.method !== "GET" && request.method !== "HEAD") {
      answer(request, response, 405, { ...textHeaders, Allow: "GET, HEAD" }, "Method not allowed");
      return;
    }
    const target = readTarget(request.url);
    if (target.kind === "invalid") return notFound(request, response, baseLocale);
    // Another spelling of an address (a trailing or repeated slash): its one canonical form, for good.
    if (target.kind === "redirect") return redirect(request, response, target.location, {}, CANONICAL_REDIRECT_STATUS);
    const { pathname, search } = target;

    const decided = pageRedirect({
      pathname,
      search,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers["accept-language"],
    });
    if (decided) return redirect(request, response, decided.location, decided.headers);

    const page = pages.get(pathname);
    const prefixed = localeFromPath(pathname);
    const entry = page ? pickVariant(request, page) : files.get(pathname);
    if (!entry) return notFound(request, response, prefixed ?? baseLocale);
    return send(request, response, entry);
  }

  /**
   * @param {Request} request
   * @param {Response} response
   */
  return function safeHandle(request, response) {
    try {
      handle(request, response);
    } catch (error) {
      // Every input is meant to be handled above; this is the last resort for a bug.
      console.error(error);
      if (!response.headersSent) response.writeHead(500, textHeaders);
      response.end("Internal error");
    }
  };
}
