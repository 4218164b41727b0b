// The nginx tests and `npm run serve:nginx` use Debian's nginx with its brotli_static module.
// Installs them with apt-get when missing and running as root, otherwise says how.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { BROTLI_STATIC_MODULE, NGINX } from "../server/nginx-process.ts";

/** Installs nginx and its brotli_static module when either is missing. */
export function ensureNginx() {
  if (existsSync(NGINX) && existsSync(BROTLI_STATIC_MODULE)) return;
  const packages = "nginx libnginx-mod-http-brotli-static";
  if (process.getuid?.() !== 0) {
    console.error(`nginx is missing. Install it with: sudo apt-get install -y ${packages}`);
    process.exit(1);
  }
  console.log("nginx is missing: installing Debian's nginx and its brotli_static module...");
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: "inherit" });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureNginx();
