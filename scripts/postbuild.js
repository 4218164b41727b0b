// After `vite build`: finishes the static site in dist/client for any host.
// 1. The not-found pages lose their scripts: they are served for every unknown path, where
//    hydrating a page rendered for `/404` would not match the URL. They read fully as HTML.
// 2. Every inline script of every page gets a sha256 hash, so the server's Content-Security-Policy
//    can allow exactly those scripts without 'unsafe-inline'.
// 3. Text files are precompressed with brotli and gzip for the server to send as they are.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const distDir = process.env.KGC_DIST_DIR ?? "dist";
const root = `${distDir}/client`;
const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|map)$/;

/**
 * Every file below a folder, recursively.
 * @param {string} dir
 * @returns {string[]}
 */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
const scriptTags = /<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*\/?>/g;

/** @type {Record<string, string[]>} */
const hashes = {};
for (const file of walk(root).filter((f) => f.endsWith(".html"))) {
  let html = readFileSync(file, "utf8");
  if (/(^|\/)404\.html$/.test(file)) {
    html = html.replace(scriptTags, "");
    writeFileSync(file, html);
  }
  const sums = [...html.matchAll(inlineScript)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );
  hashes[`/${relative(root, file)}`] = [...new Set(sums)];
}
writeFileSync(`${distDir}/script-hashes.json`, JSON.stringify(hashes));

let count = 0;
for (const file of walk(root).filter((f) => compressible.test(f))) {
  const body = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`postbuild: ${Object.keys(hashes).length} pages hashed, ${count} files precompressed`);
