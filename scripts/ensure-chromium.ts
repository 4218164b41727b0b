// Browser tests drive Debian's Chromium; no test tool may download a browser. Installs it with
// apt-get when missing and running as root, otherwise says how. Two packages of the same build:
// `chromium`, which the bench and the tools that measure the site use, and
// `chromium-headless-shell`, which the browser tests run in (decision 199).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fullChromium, testChromium } from "./chromium-paths.ts";

const packages = "chromium chromium-headless-shell fonts-noto-core";
const missing = [fullChromium, testChromium].filter((path) => !existsSync(path));

if (missing.length > 0) {
  if (process.getuid?.() === 0) {
    console.log(`Missing: ${missing.join(", ")}. Installing Debian's ${packages}...`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: "inherit" });
  } else {
    console.error(`Missing: ${missing.join(", ")}. Install them with: sudo apt-get install -y ${packages}`);
    process.exit(1);
  }
}
