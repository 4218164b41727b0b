// Browser tests drive Debian's Chromium; no test tool may download a browser. Installs it with
// apt-get when missing and running as root, otherwise says how.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core", { stdio: "inherit" });
  } else {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium fonts-noto-core`);
    process.exit(1);
  }
}
