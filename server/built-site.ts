// A build as the serving rules see it: every file of dist/client with the headers the rules give
// it. Read once; the Node server keeps it in memory, the nginx and static-host generators write
// it out.
import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, resolve, sep } from "node:path";
import { readBuiltSiteConfig, readScriptHashes } from "#model/config/built-site-config.ts";
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

export type SiteFile = {
  /** URL path of the file (`/fr/about/index.html`) */
  path: string;
  /** its Content-Type */
  type: string;
  /** the page it renders, without locale (`/about`), if a page */
  barePath: string | undefined;
  /** every header but length, encoding and ETag */
  headers: Record<string, string>;
};

/**
 * Every file below a folder, as URL paths (`/assets/app.js`).
 */
export function listFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [`/${relative(root, join(dir, entry.name)).split(sep).join("/")}`],
    );
  return walk(root).sort();
}

/**
 * The URL path a page file is served at: `/fr/about/index.html` -> `/fr/about`,
 * `/index.html` -> `/`. Undefined for files that are not a page's main variant.
 */
export function pageUrlOf(path: string) {
  if (!path.endsWith("/index.html")) return undefined;
  return path.slice(0, -"/index.html".length) || "/";
}

/**
 * Reads a build: its configuration, its script hashes, and every file with its headers.
 */
export function readSite(distDir: string) {
  const root = resolve(distDir, "client");
  const configFile = join(distDir, "site-config.json");
  const siteConfig = readBuiltSiteConfig(readFileSync(configFile, "utf8"), configFile);
  const hashesFile = join(distDir, "script-hashes.json");
  const scriptHashes = readScriptHashes(readFileSync(hashesFile, "utf8"), hashesFile);
  const paths = listFiles(root).filter((path) => !isPrecompressedCopy(path));
  const files: SiteFile[] = paths.map((path) => {
    const type = contentTypes[extname(path)] ?? "application/octet-stream";
    const isHtml = type.startsWith("text/html");
    const barePath = isHtml ? barePathOfFile(path) : undefined;
    const headers: Record<string, string> = { ...securityHeaders, "Content-Type": type, "Cache-Control": cacheControlFor(path) };
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
 */
export function isPrecompressedCopy(path: string) {
  return /\.(br|gz)$/.test(path) && compressible.test(path.replace(/\.(br|gz)$/, ""));
}
