// A build as the serving rules see it: every file of dist/client with the headers the rules give
// it. Read once; the Node server keeps it in memory, the nginx and static-host generators write
// it out.
import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, resolve, sep } from "node:path";
import {
  barePathOfFile,
  cacheControlFor,
  compressible,
  contentSecurityPolicy,
  contentTypes,
  headersForPath,
  runsScripts,
  securityHeaders,
  varyFor,
} from "./rules.ts";

/**
 * @typedef {object} SiteFile
 * @property {string} path URL path of the file (`/fr/about/index.html`)
 * @property {string} type its Content-Type
 * @property {string | undefined} barePath the page it renders, without locale (`/about`), if a page
 * @property {Record<string, string>} headers every header but length, encoding and ETag
 */

/**
 * Every file below a folder, as URL paths (`/assets/app.js`).
 * @param {string} root
 * @returns {string[]}
 */
export function listFiles(root) {
  /** @param {string} dir @returns {string[]} */
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [`/${relative(root, join(dir, entry.name)).split(sep).join("/")}`],
    );
  return walk(root).sort();
}

/**
 * The URL path a page file is served at: `/fr/about/index.html` -> `/fr/about`,
 * `/index.html` -> `/`. Undefined for files that are not a page's main variant.
 * @param {string} path
 */
export function pageUrlOf(path) {
  if (!path.endsWith("/index.html")) return undefined;
  return path.slice(0, -"/index.html".length) || "/";
}

/**
 * Reads a build: its configuration, its script hashes, and every file with its headers.
 * @param {string} distDir
 */
export function readSite(distDir) {
  const root = resolve(distDir, "client");
  const siteConfig = JSON.parse(readFileSync(join(distDir, "site-config.json"), "utf8"));
  /** @type {Record<string, string[]>} */
  const scriptHashes = JSON.parse(readFileSync(join(distDir, "script-hashes.json"), "utf8"));
  const paths = listFiles(root).filter((path) => !isPrecompressedCopy(path));
  /** @type {SiteFile[]} */
  const files = paths.map((path) => {
    const type = contentTypes[extname(path)] ?? "application/octet-stream";
    const isHtml = type.startsWith("text/html");
    const barePath = isHtml ? barePathOfFile(path) : undefined;
    /** @type {Record<string, string>} */
    const headers = { ...securityHeaders, "Content-Type": type, "Cache-Control": cacheControlFor(path) };
    if (isHtml) {
      headers["Content-Security-Policy"] = contentSecurityPolicy({
        barePath: barePath ?? path,
        scriptHashes: scriptHashes[path],
        formOrigins: siteConfig.formOrigins,
        imageOrigins: siteConfig.imageOrigins,
        runsScripts: runsScripts(readFileSync(join(root, path), "utf8")),
      });
    }
    const vary = varyFor(path);
    if (vary) headers.Vary = vary;
    Object.assign(headers, headersForPath(pageUrlOf(path) ?? path, siteConfig));
    return { path, type, barePath, headers };
  });
  return { root, siteConfig, scriptHashes, files };
}

/**
 * A `.br` or `.gz` beside a compressible file is that file's encoding, not a file of its own.
 * @param {string} path
 */
export function isPrecompressedCopy(path) {
  return /\.(br|gz)$/.test(path) && compressible.test(path.replace(/\.(br|gz)$/, ""));
}
