// Build steps of the serving rules (server/rules.ts), called by scripts/postbuild.ts:
// each page's Content-Security-Policy as a <meta> too, and the nginx, _headers and _redirects
// files that give other servers and hosts the Node server's behaviour.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readSite } from "../server/built-site.ts";
import { writeHostOutput } from "../server/host-outputs.ts";
import { nginxHttpConfig, nginxServerConfig } from "../server/nginx.ts";
import { metaContentSecurityPolicy } from "../server/rules.ts";

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
 * Writes dist/nginx/kgc-http.conf and dist/nginx/kgc-server.conf, and the CDNs' outputs
 * dist/cloudflare and dist/netlify with their own serving files (server/host-outputs.ts).
 * Last, once every file of dist/client is in place.
 */
export function writeServingConfig(distDir: string) {
  const site = readSite(distDir);
  mkdirSync(join(distDir, "nginx"), { recursive: true });
  writeFileSync(join(distDir, "nginx", "kgc-http.conf"), nginxHttpConfig(site));
  writeFileSync(join(distDir, "nginx", "kgc-server.conf"), nginxServerConfig());
  writeHostOutput(distDir, "cloudflare");
  writeHostOutput(distDir, "netlify");
}
