// The production request handler. At start it reads the whole build (dist/client never changes
// while it runs) into memory with each file's headers worked out by server/rules.ts; a request is
// then a lookup: negotiate the locale of unprefixed pages, send the file or the localized
// not-found page with status 404. Plain node:http, no framework, no file system per request.

import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { baseLocale, type Locale, localeFromPath, readCookie } from "#model/locales.ts";
import { liteFileOf, SAVE_DATA_COOKIE } from "#model/save-data.ts";
import { isPrecompressedCopy, pageUrlOf, readSite } from "./built-site.ts";
import { readTarget } from "./request-target.ts";
import { CANONICAL_REDIRECT_STATUS, HSTS, notFoundFiles, pageRedirect, REDIRECT_STATUS, securityHeaders, wantsLitePage } from "./rules.ts";

type Request = IncomingMessage;
type Response = ServerResponse;
/** Headers as flat name, value lists, which node:http writes fastest. */
type Encoded = { body: Buffer; etag: string; headers: string[]; notModified: string[] };
type Entry = { identity: Encoded; br?: Encoded; gzip?: Encoded };

const textHeaders = { ...securityHeaders, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" };

/**
 * One encoding of a file, its headers ready to send.
 */
function encoded(body: Buffer, headers: Record<string, string>, encoding?: string): Encoded {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  const notModified = { ...headers, ETag: etag };
  const all = { ...notModified, "Content-Length": String(body.length), ...(encoding ? { "Content-Encoding": encoding } : {}) };
  return { body, etag, headers: Object.entries(all).flat(), notModified: Object.entries(notModified).flat() };
}

/**
 * Every file of a build in memory, each encoding with its headers: the files by URL path, the
 * pages by the URL they are served at (with their lite variant, if any), and the not-found pages
 * by locale, which are served for other URLs with status 404 and never at their own.
 */
function loadBuild(site: ReturnType<typeof readSite>) {
  /** every file by URL path */
  const files: Map<string, Entry> = new Map();
  for (const file of site.files) {
    const full = join(site.root, file.path);
    const body = readFileSync(full);
    const entry: Entry = { identity: encoded(body, file.headers) };
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (isPrecompressedCopy(file.path + suffix) && existsSync(full + suffix)) {
        entry[encoding] = encoded(readFileSync(full + suffix), file.headers, encoding);
      }
    }
    files.set(file.path, entry);
  }
  /** every page by the URL it is served at */
  const pages: Map<string, { full: Entry; lite?: Entry }> = new Map();
  for (const [path, entry] of files) {
    const url = pageUrlOf(path);
    if (url) pages.set(url, { full: entry, lite: files.get(liteFileOf(path)) });
  }
  const notFoundPages = new Map(
    Object.entries(notFoundFiles).map(([locale, path]) => [locale, { full: files.get(path), lite: files.get(liteFileOf(path)) }]),
  );
  for (const path of Object.values(notFoundFiles)) {
    files.delete(path);
    files.delete(liteFileOf(path));
  }

  return { files, pages, notFoundPages };
}

/** The encoding of an entry the client accepts, best first. */
function pickEncoding(request: Request, entry: Entry) {
  const accepted = request.headers["accept-encoding"];
  if (typeof accepted === "string") {
    if (entry.br && /\bbr\b/.test(accepted)) return entry.br;
    if (entry.gzip && /\bgzip\b/.test(accepted)) return entry.gzip;
  }
  return entry.identity;
}

/** The variant of a page to send: its script-free lite file when the visitor saves data. */
function pickVariant(request: Request, page: { full?: Entry; lite?: Entry }) {
  const saveData = { cookie: readCookie(request.headers.cookie, SAVE_DATA_COOKIE), saveData: request.headers["save-data"] };
  return page.lite && wantsLitePage(saveData) ? page.lite : page.full;
}

/**
 * How the server writes a response: a file (with its encoding and ETag), or a status with headers
 * (a redirect, an error). Each gets Strict-Transport-Security when the request came over TLS, or
 * always with `hstsAlways`.
 */
function responses(hstsAlways: boolean) {
  /** @param headers as a flat name, value list */
  const withTransportSecurity = (request: Request, headers: string[]) =>
    hstsAlways || request.headers["x-forwarded-proto"] === "https" ? [...headers, "Strict-Transport-Security", HSTS] : headers;

  function send(request: Request, response: Response, entry: Entry, status = 200) {
    const chosen = pickEncoding(request, entry);
    if (status === 200 && request.headers["if-none-match"] === chosen.etag) {
      response.writeHead(304, withTransportSecurity(request, chosen.notModified));
      response.end();
      return;
    }
    response.writeHead(status, withTransportSecurity(request, chosen.headers));
    response.end(request.method === "HEAD" ? undefined : chosen.body);
  }

  function answer(request: Request, response: Response, status: number, headers: Record<string, string>, body?: string) {
    response.writeHead(status, withTransportSecurity(request, Object.entries(headers).flat()));
    response.end(body);
  }

  /** @param location a path on this site */
  function redirect(
    request: Request,
    response: Response,
    location: string,
    headers: Record<string, string> = {},
    status = REDIRECT_STATUS,
  ) {
    answer(request, response, status, { ...securityHeaders, Location: location, "Cache-Control": "no-cache", ...headers });
  }

  return { send, answer, redirect };
}

/**
 * Creates the request handler for a built site.
 * @param options `hsts: "always"` sends
 * Strict-Transport-Security on every response (TLS ends before this server and the proxy sets
 * no X-Forwarded-Proto); by default only on requests marked `X-Forwarded-Proto: https`.
 */
export function createApp({ distDir = "dist", hsts = "proxy" }: { distDir?: string; hsts?: "always" | "proxy" } = {}) {
  const { files, pages, notFoundPages } = loadBuild(readSite(distDir));
  const { send, answer, redirect } = responses(hsts === "always");

  function notFound(request: Request, response: Response, locale: Locale) {
    const page = notFoundPages.get(locale);
    const entry = page && pickVariant(request, page);
    if (!entry) return answer(request, response, 404, textHeaders, "Not found");
    return send(request, response, entry, 404);
  }

  function handle(request: Request, response: Response) {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return answer(request, response, 405, { ...textHeaders, Allow: "GET, HEAD" }, "Method not allowed");
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
    const entry = page ? pickVariant(request, page) : files.get(pathname);
    if (!entry) return notFound(request, response, localeFromPath(pathname) ?? baseLocale);
    return send(request, response, entry);
  }

  return function safeHandle(request: Request, response: Response) {
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
