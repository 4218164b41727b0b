// Build steps of the serving rules (server/rules.ts), called by scripts/postbuild.ts:
// each page's Content-Security-Policy as a <meta> too, and the nginx, _headers and _redirects
// files that give other servers and hosts the Node server's behaviour.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readSite } from "../server/built-site.ts";
import { nginxHttpConfig, nginxServerConfig } from "../server/nginx.ts";
import { metaContentSecurityPolicy } from "../server/rules.ts";
import { headersFile, redirectsFile } from "../server/static-host.ts";

/**
 * Puts the part of each page's policy a <meta http-equiv> can hold at the top of its <head>, so a
 * host that sends no headers still blocks injected scripts. Before the service worker and the
 * compression steps, which must see the final HTML.
 */
export function addMetaPolicies(distDir: string) {
  const site = readSite(distDir);
  let count = 0;
  for (const file of site.files) {
    const policy = file.headers["Content-Security-Policy"];
    if (!policy) continue;
    const path = join(site.root, file.path);
    const html = readFileSync(path, "utf8");
    const meta = `<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy(policy).replaceAll('"', "&quot;")}"/>`;
    // After <meta charset>, which must stay in the first bytes; before any script or style.
    const withMeta = html
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")
      .replace(/(<head>(?:<meta charSet="utf-8"\/>)?)/i, `$1${meta}`);
    if (!withMeta.includes(meta)) throw new Error(`No <head> in ${file.path}`);
    writeFileSync(path, withMeta);
    count++;
  }
  return count;
}

/**
 * Writes dist/nginx/kgc-http.conf, dist/nginx/kgc-server.conf, dist/client/_headers and
 * dist/client/_redirects. Last, once every file of dist/client is in place.
 */
export function writeServingConfig(distDir: string) {
  const site = readSite(distDir);
  mkdirSync(join(distDir, "nginx"), { recursive: true });
  writeFileSync(join(distDir, "nginx", "kgc-http.conf"), nginxHttpConfig(site));
  writeFileSync(join(distDir, "nginx", "kgc-server.conf"), nginxServerConfig());
  writeFileSync(join(site.root, "_headers"), headersFile(site));
  writeFileSync(join(site.root, "_redirects"), redirectsFile(site));
}
