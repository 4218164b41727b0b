// Bytes on the wire (docs/performance.md): a first visit to a few pages in Debian's
// Chromium against the production server, counting every byte the server writes to its sockets
// (headers included) by the `load` event and 10 s later, service worker included; then the same
// with Save-Data. Used by scripts/bench.ts; nothing here is a test.
import { readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { Socket } from "node:net";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { parseBuildEnv } from "#model/config/tooling.ts";
import { createApp } from "../../server/app.ts";
import { offlineFiles } from "../build-service-worker.ts";
import { fullChromium } from "../chromium-paths.ts";

const KB = 1024;

export const wirePages = ["/", "/ar", "/ar/distribution-policy"];

/** After the first visit to /ar, a later one to another page, which saves the second round (decision 190). */
const laterVisit = { after: "/ar", path: "/ar/about" };

/** A first visit to /ar, 10 s after it began; and with Save-Data, font included. */
export const wireBudgets = { ar: 230 * KB, arSaveData: 30 * KB };

/** How long after `load` the second figure is taken: what a worker saves for offline counts. */
const SETTLE_MS = Number(process.env.WIRE_SETTLE_MS ?? 10_000);

/** The production server, counting the bytes it writes since the last `reset()` (on kept-alive sockets too). */
async function countingServer() {
  const sockets = new Set<Socket>();
  let before = new Map<Socket, number>();
  // KGC_DIST_DIR measures another build, as the build itself does (an older one, for comparison).
  const server = createServer(createApp({ distDir: parseBuildEnv(process.env).distDir }));
  server.on("connection", (socket) => sockets.add(socket));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    reset: () => {
      for (const socket of sockets) if (socket.destroyed) sockets.delete(socket);
      before = new Map([...sockets].map((socket) => [socket, socket.bytesWritten]));
    },
    bytes: () => [...sockets].reduce((sum, socket) => sum + socket.bytesWritten - (before.get(socket) ?? 0), 0),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Measures a first visit to each page, with and without Save-Data, in a fresh browser context.
 */
export async function measureWireBytes(): Promise<Array<{ path: string; saveData: boolean; atLoad: number; settled: number }>> {
  const server = await countingServer();
  const browser = await chromium.launch({
    executablePath: fullChromium,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update"],
  });
  const rows = [];
  try {
    for (const path of wirePages) {
      for (const saveData of [false, true]) {
        // Drop the sockets of the previous visit once it has closed them.
        await new Promise((resolve) => setTimeout(resolve, 200));
        server.reset();
        const context = await browser.newContext({ serviceWorkers: "allow" });
        if (saveData) {
          // On every request, redirects included (extraHTTPHeaders misses those).
          await context.route(
            () => true,
            (route) => route.fallback({ headers: { ...route.request().headers(), "save-data": "on" } }),
          );
        }
        const page = await context.newPage();
        await page.goto(server.origin + path, { waitUntil: "load" });
        const atLoad = server.bytes();
        await page.waitForTimeout(SETTLE_MS);
        rows.push({ path, saveData, atLoad, settled: server.bytes() });
        if (path === laterVisit.after && !saveData) {
          // A later visit in the same browser: the second round of saving (decision 190).
          server.reset();
          await page.goto(server.origin + laterVisit.path, { waitUntil: "load" });
          const laterAtLoad = server.bytes();
          await page.waitForTimeout(SETTLE_MS);
          rows.push({ path: `${laterVisit.path} (later visit)`, saveData, atLoad: laterAtLoad, settled: server.bytes() });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}

/**
 * What the service worker saves for /ar in each round (decision 190), as the server sends it:
 * brotli for text, as is for fonts and images. Scripts the page itself loaded count here too.
 */
function savingRounds(clientDir: string) {
  const size = (file: string) => {
    const path = statSync(join(clientDir, file)).isDirectory() ? join(clientDir, file, "index.html") : join(clientDir, file);
    const body = readFileSync(path);
    return /\.(woff2|png|webp|avif|jpg)$/.test(file) ? body.length : brotliCompressSync(body).length;
  };
  const { first, second } = offlineFiles(clientDir).ar;
  const sum = (files: Array<[string, string]>) => files.reduce((total, [, file]) => total + size(file), 0);
  return { first: { files: first.length, bytes: sum(first) }, second: { files: second.length, bytes: sum(second) } };
}

/** Prints the table against the budgets; returns true when one is over. */
export async function runWireBytes() {
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
  console.log(
    `\nBytes on the wire, first visit (every byte the server sends, service worker included), at load and ${SETTLE_MS / 1000} s later`,
  );
  console.log(`Budgets: /ar ${kb(wireBudgets.ar)} after ${SETTLE_MS / 1000} s; /ar with Save-Data ${kb(wireBudgets.arSaveData)}\n`);
  const rounds = savingRounds(join(parseBuildEnv(process.env).distDir, "client"));
  console.log(
    `Saved for reading offline, /ar (decision 190): first visit ${rounds.first.files} files, ${kb(rounds.first.bytes)}; a later visit ${rounds.second.files} more, ${kb(rounds.second.bytes)}\n`,
  );
  console.log(`${"page".padEnd(26)}${"Save-Data".padEnd(11)}${"at load".padStart(10)}${"settled".padStart(10)}`);
  let over = false;
  for (const row of await measureWireBytes()) {
    const budget = row.path === "/ar" ? (row.saveData ? wireBudgets.arSaveData : wireBudgets.ar) : undefined;
    const ok = budget === undefined || row.settled <= budget;
    if (!ok) over = true;
    console.log(
      `${row.path.padEnd(26)}${(row.saveData ? "on" : "off").padEnd(11)}${kb(row.atLoad).padStart(10)}${kb(row.settled).padStart(10)}${budget === undefined ? "" : `  ${ok ? "ok" : "OVER"} (${kb(budget)})`}`,
    );
  }
  return over;
}
