// Lighthouse (mobile, default simulated throttling) on a few pages of the production build, driven
// in Debian's Chromium; and each page's LCP next to the LCP of the same HTML with every script
// removed, the floor a page can reach. Each page is measured LH_RUNS times (3 by default) and the
// median counts (lighthouse-runs.ts). Used by scripts/bench.ts; nothing here is a test.
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import { createServer } from "node:http";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { parseBuildEnv } from "#model/config/tooling.ts";
import { createApp } from "../../server/app.ts";
import { fullChromium } from "../chromium-paths.ts";
import { type LighthouseRun, summarizeRuns } from "./lighthouse-runs.ts";

export const lighthousePages = (process.env.LH_PAGES ?? "/,/donate,/privacy-policy,/ar,/ar/donate,/ar/privacy-policy").split(",");

/** How many times each page is measured, as served and without scripts. */
export const lighthouseRuns = Number(process.env.LH_RUNS ?? 3);

export const lighthouseBudget = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100, cls: 0, lcpRatio: 1.1 };

const NOSCRIPT = "bench-noscript";

/** The production server, plus `?bench-noscript`: the page's HTML with its scripts taken out. */
function startBenchServer() {
  // KGC_DIST_DIR measures another build, as the build itself does (an older one, for comparison).
  const { distDir } = parseBuildEnv(process.env);
  const app = createApp({ distDir });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (!url.searchParams.has(NOSCRIPT)) return app(request, response);
    const file = join(distDir, "client", url.pathname === "/" ? "" : url.pathname, "index.html");
    const html = readFileSync(file, "utf8").replace(/<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*\/?>/g, "");
    // Compressed like the page as served, so the two differ by their scripts alone.
    const br = /\bbr\b/.test(String(request.headers["accept-encoding"]));
    response.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      ...(br ? { "Content-Encoding": "br" } : {}),
    });
    response.end(br ? brotliCompressSync(html) : html);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/**
 * Runs Lighthouse `lighthouseRuns` times on every page of `lighthousePages`, as served and without
 * scripts, alternating the two; one row per page (summarizeRuns).
 */
export async function runLighthouse(): Promise<Array<ReturnType<typeof summarizeRuns>>> {
  const server = (await startBenchServer()) as Server;
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const chrome = await chromeLauncher.launch({
    chromePath: fullChromium,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const options = {
    port: chrome.port,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  };
  const results = [];
  try {
    for (const path of lighthousePages) {
      const served: LighthouseRun[] = [];
      const floor: LighthouseRun[] = [];
      for (let round = 0; round < lighthouseRuns; round++) {
        const asServed = await lighthouse(`${origin}${path}`, options);
        const withoutScripts = await lighthouse(`${origin}${path}?${NOSCRIPT}`, { ...options, onlyCategories: ["performance"] });
        if (!asServed?.lhr || !withoutScripts?.lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        served.push(asServed.lhr);
        floor.push(withoutScripts.lhr);
      }
      results.push(summarizeRuns(path, served, floor));
    }
  } finally {
    chrome.kill();
    server.close();
  }
  return results;
}
