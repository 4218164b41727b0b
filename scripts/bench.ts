// `npm run bench`: the performance budgets (their history is in docs/performance.md). The weight of every page in English and
// Arabic, measured on the production build (gzip -9, as a server or CDN would send it); the bytes
// on the wire of a first visit with and without Save-Data (scripts/bench/wire-bytes.ts); the Node
// server's requests per second against nginx and the HTTP Observatory on both (scripts/bench/);
// the QR decoder on a generated corpus at CPU ×4 (scripts/bench/decoder.ts); the long tasks after
// load at CPU ×4 (scripts/bench/long-tasks.ts); then Lighthouse on six pages
// (scripts/bench/lighthouse.ts). Prints each figure beside its budget and exits non-zero when one is
// over. Not a test; `--no-wire`, `--no-serving`, `--no-decoder`, `--no-long-tasks` and `--no-lighthouse` skip
// parts, `--only-decoder` runs the decoder's part alone.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { localizePath } from "#model/locales.ts";
import { isOneOf } from "#model/one-of.ts";
import { helpPaths, pagePaths, policyPaths } from "#model/pages.ts";
import { benchDecoder } from "./bench/decoder.ts";
import { lighthouseBudget, lighthousePages, lighthouseRuns, runLighthouse } from "./bench/lighthouse.ts";
import { runLongTasks } from "./bench/long-tasks.ts";
import { benchObservatory } from "./bench/observatory.ts";
import { benchThroughput } from "./bench/throughput.ts";
import { runWireBytes } from "./bench/wire-bytes.ts";

const root = "dist/client";
const KB = 1024;
// The help guides are read on the worst connections (issue 21): their HTML is measured as the server sends it, brotli.
const budgets = { html: 14 * KB, policyHtml: 30 * KB, helpHtmlBrotli: 10 * KB, css: 12 * KB, js: 110 * KB };

if (process.argv.includes("--only-decoder")) process.exit((await benchDecoder()) ? 0 : 1);

if (!existsSync(join(root, "index.html"))) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

const gz = (body: string | Buffer) => gzipSync(body, { level: 9 }).length;
const br = (body: string | Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const read = (path: string) => readFileSync(join(root, path));

/**
 * Every JavaScript file a first visit loads once the page is idle: the app that the page's inline
 * bootstrap starts, the chunks of the page's routes (named in the router's inline data), and their
 * static imports, followed through the chunk graph.
 */
function firstVisitScripts(html: string) {
  const start = [...html.matchAll(/["`](\/assets\/[\w.-]+\.js)["`]/g)].map((m) => m[1] ?? "");
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift() ?? "";
    if (seen.has(file)) continue;
    seen.add(file);
    const code = read(file).toString();
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(`/assets/${m[1]}`);
  }
  return [...seen];
}

/**
 * Third-party resources a page loads by itself (links to other sites do not count).
 */
function thirdPartyResources(html: string) {
  return [...html.matchAll(/<(?:script|link|img|iframe|source)\b[^>]*\s(?:src|href|srcset)="(https?:\/\/[^"]+)"/g)]
    .map((m) => m[1] ?? "")
    .filter((url) => !/<link[^>]*rel="(canonical|alternate)"/.test(url));
}

const rows = [];
let over = false;
for (const locale of ["en", "ar"] as const) {
  for (const path of pagePaths) {
    const url = localizePath(path, locale);
    const html = read(url === "/" ? "index.html" : `${url}/index.html`).toString();
    const isPolicy = isOneOf(policyPaths)(path);
    const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].reduce((sum, m) => sum + gz(read(m[1] ?? "")), 0);
    const js = firstVisitScripts(html).reduce((sum, file) => sum + gz(read(file)), 0);
    const heads = html.replace(/<a\b[^>]*>/g, "").replace(/<link[^>]*rel="(canonical|alternate)"[^>]*>/g, "");
    const thirdParty = thirdPartyResources(heads);
    const isHelp = isOneOf(helpPaths)(path);
    const row = {
      url,
      html: isHelp ? br(html) : gz(html),
      htmlBudget: isHelp ? budgets.helpHtmlBrotli : isPolicy ? budgets.policyHtml : budgets.html,
      css,
      js,
      thirdParty: thirdParty.length,
    };
    if (row.html > row.htmlBudget || css > budgets.css || js > budgets.js || thirdParty.length) over = true;
    rows.push(row);
  }
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const mark = (value: number, budget: number) => `${kb(value).padStart(9)} ${value > budget ? "OVER" : "ok  "}`;
console.log(
  `Budgets (gzip): HTML ${kb(budgets.html)} (policies ${kb(budgets.policyHtml)}; help pages ${kb(budgets.helpHtmlBrotli)} in brotli), CSS ${kb(budgets.css)}, first-visit JS ${kb(budgets.js)}, third-party requests 0\n`,
);
console.log(`${"page".padEnd(26)}${"HTML".padStart(14)}${"CSS".padStart(14)}${"JS".padStart(14)}  third-party`);
for (const r of rows) {
  console.log(
    `${r.url.padEnd(26)}${mark(r.html, r.htmlBudget)}${mark(r.css, budgets.css)}${mark(r.js, budgets.js)}  ${r.thirdParty === 0 ? "0 ok" : `${r.thirdParty} OVER`}`,
  );
}

// Serving: the Node server against nginx, and the HTTP Observatory on both (skip with --no-serving).
if (!process.argv.includes("--no-serving")) {
  if (!(await benchThroughput())) over = true;
  if (!(await benchObservatory())) over = true;
}
// Bytes on the wire of a first visit, with and without Save-Data (skip with --no-wire).
if (!process.argv.includes("--no-wire") && (await runWireBytes())) over = true;
// The QR decoder: rate, median time at CPU ×4 and bytes on the generated corpus (skip with --no-decoder).
if (!process.argv.includes("--no-decoder") && !(await benchDecoder())) over = true;

// Long tasks after load at CPU ×4 on the Lighthouse pages and a guide (skip with --no-long-tasks).
if (!process.argv.includes("--no-long-tasks") && (await runLongTasks())) over = true;

// Lighthouse, mobile, default throttling (skip with --no-lighthouse).
if (!process.argv.includes("--no-lighthouse")) {
  console.log(
    `\nLighthouse (mobile, simulated throttling) on ${lighthousePages.length} pages, median of ${lighthouseRuns} runs each; budget: performance >= ${lighthouseBudget.performance}, accessibility, best practices and SEO = 100, CLS = 0, LCP <= ${lighthouseBudget.lcpRatio}x the floor`,
  );
  console.log("LCP floor: the same HTML with every script removed; ratio = LCP as served / floor.\n");
  console.log(
    `${"page".padEnd(22)}${"perf".padStart(6)}${"a11y".padStart(6)}${"bp".padStart(6)}${"seo".padStart(6)}${"LCP".padStart(9)}${"CLS".padStart(8)}${"TBT".padStart(8)}${"bytes".padStart(10)}${"floor".padStart(9)}${"ratio".padStart(7)}`,
  );
  for (const r of await runLighthouse()) {
    const s = r.scores;
    const ok =
      (s.performance ?? 0) >= lighthouseBudget.performance &&
      s.accessibility === 100 &&
      s["best-practices"] === 100 &&
      s.seo === 100 &&
      Number(r.cls.toFixed(3)) === lighthouseBudget.cls &&
      r.lcp / r.floorLcp <= lighthouseBudget.lcpRatio;
    if (!ok) over = true;
    const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : "none");
    console.log(
      `${r.path.padEnd(22)}${String(s.performance).padStart(6)}${String(s.accessibility).padStart(6)}${String(s["best-practices"]).padStart(6)}${String(s.seo).padStart(6)}${ms(r.lcp).padStart(9)}${r.cls.toFixed(3).padStart(8)}${ms(r.tbt).padStart(8)}${kb(r.bytes).padStart(10)}${ms(r.floorLcp).padStart(9)}${(r.lcp / r.floorLcp).toFixed(2).padStart(7)}  ${ok ? "ok" : "OVER"}${r.failed.length ? `  failed audits: ${r.failed.join(", ")}` : ""}`,
    );
    // A run that measured no LCP is left out of the median; Lighthouse's reason is printed instead.
    for (const problem of new Set(r.problems)) console.log(`${"".padEnd(22)}Lighthouse: ${problem}`);
  }
}

console.log(over ? "\nAt least one budget is exceeded." : "\nEvery budget is met.");
process.exit(over ? 1 : 0);
