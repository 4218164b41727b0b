// The main thread after `load` at CPU ×4 (issue 31): each page opened in Debian's Chromium with a
// fresh profile, its CPU slowed four times through the DevTools protocol, and every long task
// (over 50 ms, the browser's own `longtask` entries) that starts after the `load` event, until the
// app has started and the page has been quiet for a while. Prints each page's longest task and its
// blocking time after load (the part of each task over 50 ms, as Lighthouse counts it), the median
// of three visits, each visit's longest task beside it. Used by scripts/bench.ts; nothing here is a test.
import { createServer } from "node:http";
import { parseBuildEnv } from "#model/config/tooling.ts";
import { createApp } from "../../server/app.ts";
import { fullChromium } from "../chromium-paths.ts";
import { type Cdp, launchCdp } from "./cdp.ts";
import { lighthousePages } from "./lighthouse.ts";
import { median } from "./median.ts";

/** The Lighthouse pages, the guide a resident opens most and the installer (DESIGN.md section 9). */
export const longTaskPages = [...lighthousePages, "/ar/help/install", "/ar/help/installer"];

/** No task over this after `load`, on any page. */
export const longTaskBudgetMs = 50;

const CPU_SLOWDOWN = 4;
/** How long the page must stay free of long tasks once the app has started. */
const QUIET_MS = 3000;
/**
 * Visits of each page, judged on the median: on a shared two-core machine one visit in ten or so has
 * a task stretched past 50 ms by the machine (the same page: 0, 0 and 92 ms), as Lighthouse's runs are.
 */
const VISITS = 3;

type Visit = { longest: number; blocking: number; count: number; started: boolean };
type PageTasks = Visit & { path: string; visits: number[] };
type Measured = { tasks: Array<{ start: number; duration: number }>; loadEnd: number; started: boolean };

/**
 * Before the page's own scripts: records the browser's long tasks, and keeps service workers out
 * (a fresh visit's worker would only add the requests of its saving round to the measure).
 */
const recordLongTasks = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  delete Navigator.prototype.serviceWorker;
`;

/**
 * In the page, once: waits for \`load\`, then for the app to start (the language menu became a
 * button, decision 020) within 30 s, then stays ${QUIET_MS} ms; returns the long tasks, when load
 * ended and whether the app started. One evaluation in all, so that reading the page is not itself
 * a task the bench counts (Playwright's locators first inject a script that is one at CPU ×4).
 */
const measureInPage = `new Promise((resolve) => {
  const loaded = new Promise((done) => (document.readyState === "complete" ? done() : addEventListener("load", () => setTimeout(done), { once: true })));
  const isStarted = () => document.querySelector("header button[aria-haspopup=listbox]") !== null;
  const startedWithin = (timeout) => new Promise((done) => {
    if (isStarted()) return done(true);
    const observer = new MutationObserver(() => { if (isStarted()) { observer.disconnect(); done(true); } });
    observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true });
    setTimeout(() => { observer.disconnect(); done(isStarted()); }, timeout);
  });
  loaded.then(() => startedWithin(30000)).then((started) => setTimeout(() => resolve({
    tasks: window.__longTasks ?? [],
    loadEnd: performance.getEntriesByType("navigation")[0]?.loadEventEnd ?? 0,
    started,
  }), ${QUIET_MS}));
})`;

/** Opens one page in a fresh browser context at CPU ×4 and measures it. */
async function measurePage(cdp: Cdp, url: string): Promise<Measured> {
  const { browserContextId } = await cdp.send<{ browserContextId: string }>("Target.createBrowserContext");
  try {
    const { targetId } = await cdp.send<{ targetId: string }>("Target.createTarget", { url: "about:blank", browserContextId });
    const { sessionId } = await cdp.send<{ sessionId: string }>("Target.attachToTarget", { targetId, flatten: true });
    const send = (method: string, params: Record<string, unknown> = {}) => cdp.send(method, params, sessionId);
    await send("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 1, mobile: false });
    await send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await send("Page.enable");
    await send("Page.addScriptToEvaluateOnNewDocument", { source: recordLongTasks });
    await send("Page.navigate", { url });
    // Until the page's own document is the one answering (not the about:blank before it).
    for (let tries = 0; tries < 600; tries++) {
      const { result } = (await send("Runtime.evaluate", { expression: "location.href", returnByValue: true })) as {
        result: { value: string };
      };
      if (result.value === url) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { result } = (await send("Runtime.evaluate", { expression: measureInPage, awaitPromise: true, returnByValue: true })) as {
      result: { value: Measured };
    };
    return result.value;
  } finally {
    await cdp.send("Target.disposeBrowserContext", { browserContextId });
  }
}

/**
 * Measures each page once, each in its own browser context so none starts warm. Through a bare
 * DevTools connection (cdp.ts), not Playwright: with the Network domain on, Chromium records each
 * request's JavaScript stack, V8 parses that code again, and the bench counted tasks no phone runs.
 */
export async function measureLongTasks(): Promise<PageTasks[]> {
  const server = createServer(createApp({ distDir: parseBuildEnv(process.env).distDir }));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const cdp = await launchCdp(fullChromium, [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
  ]);
  const rows: PageTasks[] = [];
  try {
    // One page first, not counted: the bench's browser has just started, and its first page paid for
    // the browser's own start (its first renderer, fonts, network service: `/` had a 51 to 158 ms task
    // when first, none when opened again). A phone's browser has opened pages before; each measured
    // page still gets a fresh context, with no cache and a renderer of its own.
    await measurePage(cdp, `${origin}/offline`);
    for (const path of longTaskPages) {
      const visits: Visit[] = [];
      for (let visit = 0; visit < VISITS; visit++) {
        const { tasks, loadEnd, started } = await measurePage(cdp, origin + path);
        const after = tasks.filter((task) => task.start >= loadEnd);
        visits.push({
          started,
          count: after.length,
          longest: Math.max(0, ...after.map((task) => task.duration)),
          blocking: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
        });
      }
      rows.push({
        path,
        started: visits.every((visit) => visit.started),
        count: median(visits.map((visit) => visit.count)),
        longest: median(visits.map((visit) => visit.longest)),
        blocking: median(visits.map((visit) => visit.blocking)),
        visits: visits.map((visit) => visit.longest),
      });
    }
  } finally {
    await cdp.close();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  }
  return rows;
}

/** Prints the table against the budget; returns true when a page is over. */
export async function runLongTasks() {
  console.log(
    `\nThe main thread after load, CPU ×${CPU_SLOWDOWN} in Chromium (long tasks after the load event, until ${QUIET_MS / 1000} s after the app started)`,
  );
  console.log(`Budget: no task over ${longTaskBudgetMs} ms after load\n`);
  console.log(`Each figure the median of ${VISITS} visits; the longest task of each visit in brackets.\n`);
  console.log(`${"page".padEnd(22)}${"tasks".padStart(6)}${"longest".padStart(10)}${"blocking".padStart(10)}`);
  let over = false;
  for (const row of await measureLongTasks()) {
    const ok = row.started && row.longest <= longTaskBudgetMs;
    if (!ok) over = true;
    console.log(
      `${row.path.padEnd(22)}${String(row.count).padStart(6)}${`${Math.round(row.longest)} ms`.padStart(10)}${`${Math.round(row.blocking)} ms`.padStart(10)}  ${ok ? "ok" : row.started ? "OVER" : "OVER (the app never started)"}  (${row.visits.map(Math.round).join(", ")})`,
    );
  }
  return over;
}
