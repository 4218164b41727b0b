// After scripts/build.ts (`vite build` once per locale): finishes the static site in dist/client for any host.
// 0. No page may carry two utility classes that set one property (scripts/class-conflicts.ts), a
//    link to a section that is not on its target page, nor one id twice (scripts/anchor-links.ts).
// 1. Scripts start after the first paint (scripts/page-scripts.ts): the module script and its
//    preloads give way to an inline bootstrap. The not-found and offline pages keep no app at all:
//    they stand in for other URLs, where hydrating a page rendered for `/404` would not match.
// 2. Every page gets a script-free twin, `index.lite.html`, for data-saving mode.
// 3. Every inline script of every page gets a sha256 hash, so the server's Content-Security-Policy
//    can allow exactly those scripts without 'unsafe-inline'.
// 4. The help guides' offline size is measured and written into the pages that offer to keep them.
//    robots.txt and the service worker (sw.js) are written (Start writes sitemap.xml).
// 5. Text files are precompressed with brotli and gzip for the server to send as they are.
// Each page (and its twin) also gets its CSP as a <meta> (after 3); the editor (/admin) is built
// next, and the nginx configuration, _headers and _redirects are written last (scripts/serving-config.ts).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readBuiltSiteConfig, type ScriptHashes, writeScriptHashes } from "#model/config/built-site-config.ts";
import { parseBuildEnv } from "#model/config/tooling.ts";
import { isLiteFile, liteFileOf } from "#model/save-data.ts";
import { buildAdmin } from "../editor/build-admin.ts";
import { compressible } from "../server/rules.ts";
import { brokenAnchorLinks, repeatedIds, unlistedIds } from "./anchor-links.ts";
import { buildServiceWorker } from "./build-service-worker.ts";
import { classConflicts } from "./class-conflicts.ts";
import { writeGuidesSize } from "./guides-size.ts";
import { writeInstallerSize } from "./installer-size.ts";
import { builtPagesWithOwnIds } from "./page-own-ids.ts";
import { deferAppScripts, litePage, withGuidesOfflineScript, withPhoneFirstScript } from "./page-scripts.ts";
import { addMetaPolicies, writeServingConfig } from "./serving-config.ts";

const { distDir } = parseBuildEnv(process.env);
const root = `${distDir}/client`;

/**
 * Every file below a folder, recursively.
 */
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const conflicts = classConflicts(root);
if (conflicts.length > 0) {
  throw new Error(
    `Two utility classes on one element set one property; which wins would depend on the stylesheet's order:\n${conflicts.join("\n")}`,
  );
}

const brokenLinks = brokenAnchorLinks(root);
if (brokenLinks.length > 0) {
  throw new Error(
    `A link to a section lands on no element with that id (a {#id} renamed in the Markdown, or an id in a component):\n${brokenLinks.join("\n")}`,
  );
}

const repeated = repeatedIds(root);
if (repeated.length > 0) {
  throw new Error(
    `An id is on two elements of a page, so links to it reach only the first (a section's {#anchor} or a guide section's id named like another element's):\n${repeated.join("\n")}`,
  );
}

const unlisted = unlistedIds(await builtPagesWithOwnIds(root));
if (unlisted.length > 0) {
  throw new Error(
    `A guide or policy has an id that model/page-ids.ts does not reserve, so the content checks would let a section take it too (add it there):\n${unlisted.join("\n")}`,
  );
}

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

const hashes: ScriptHashes = {};
for (const file of walk(root).filter((f) => f.endsWith(".html") && !isLiteFile(f))) {
  const hydrate = !/(^|\/)(404\.html|offline\/index\.html)$/.test(file);
  const deferred = deferAppScripts(readFileSync(file, "utf8"), { hydrate });
  const full = withPhoneFirstScript(/(^|\/)help\/index\.html$/.test(file) ? withGuidesOfflineScript(deferred) : deferred);
  for (const [path, html] of [
    [file, full],
    [liteFileOf(file), litePage(full)],
  ] as const) {
    writeFileSync(path, html);
    const sums = [...html.matchAll(inlineScript)].map(
      ([, body]) =>
        `'sha256-${createHash("sha256")
          .update(body ?? "")
          .digest("base64")}'`,
    );
    hashes[`/${relative(root, path)}`] = [...new Set(sums)];
  }
}
writeFileSync(`${distDir}/script-hashes.json`, writeScriptHashes(hashes));
console.log(`postbuild: the installer says it needs ${writeInstallerSize(root)}`);
console.log(`postbuild: ${addMetaPolicies(distDir)} pages carry their Content-Security-Policy in a <meta> too`);

// Search engines: Start wrote sitemap.xml (see vite.config.ts) and, beside it, pages.json, its
// list of prerendered pages for its own tooling, which is not for visitors.
rmSync(`${root}/pages.json`, { force: true });
const { siteUrl, cms } = readBuiltSiteConfig(readFileSync(`${distDir}/site-config.json`, "utf8"), `${distDir}/site-config.json`);
// The content editor (/admin) is for the team, never for search engines.
writeFileSync(`${root}/robots.txt`, `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`);

// The help guides' offline size, measured on their script-free pages, written where pages show it.
const guidesSize = writeGuidesSize(
  root,
  walk(root).filter((f) => f.endsWith(".html")),
);
console.log(`postbuild: keeping the help guides offline downloads ${guidesSize}`);

// The service worker, once every page is in place.
const sw = await buildServiceWorker(root);
const urls = (files: Array<[string, string]>) => files.map(([url]) => url).join(" ");
console.log(`postbuild: the service worker saves for Arabic readers, on a first visit: ${urls(sw.files.ar.first)}`);
console.log(`postbuild: and on a later visit: ${urls(sw.files.ar.second)}`);

let count = 0;
for (const file of walk(root).filter((f) => compressible.test(f))) {
  const body = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`postbuild: ${Object.keys(hashes).length} pages hashed, ${count} files precompressed`);

// The content editor, after the site's own files: it is compressed on its own terms (editor/build-admin.ts).
const admin = await buildAdmin({ clientDir: root, rootDir: process.cwd(), siteUrl, cms });
console.log(`postbuild: content editor in /admin (${admin.files} files, ${Math.round(admin.bytes / 1024)} KB compressed)`);
writeServingConfig(distDir);
console.log(
  "postbuild: nginx configuration (dist/nginx/), Cloudflare Pages (dist/cloudflare/) and Netlify (dist/netlify/) outputs written",
);
