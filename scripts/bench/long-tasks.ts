// The main thread after `load` at CPU ×4 (issue 31): each page opened in Debian's Chromium with a
// fresh profile, its CPU slowed four times through the DevTools protocol, and every long task
// (over 50 ms, the browser's own `longtask` entries) that starts after the `load` event, until the
// app has started and the page has been quiet for a while. Prints each page's longest task and its
// blocking time after load (the part of each task over 50 ms, as Lighthouse counts it). Used by
// scripts/bench.ts; nothing here is a test.
import { createServer } from "node:http";
import { chromium, type Page } from "@playwright/test";
import { createApp } from "../../server/app.ts";
import { fullChromium } from "../chromium-paths.ts";
import { lighthousePages } from "./lighthouse.ts";

/** The Lighthouse pages, the guide a resident opens most and the installer (DESIGN.md section 9). */
export const longTaskPages = [...lighthousePages, "/ar/help/install", "/ar/help/installer"];

/** No task over this after `load`, on any page. */
export const longTaskBudgetMs = 50;

const CPU_SLOWDOWN = 4;
/** How long the page must stay free of long tasks once the app has started. */
const QUIET_MS = 3000;

type PageTasks = { path: string; longest: number; blocking: number; count: number; started: boolean };

declare global {
  interface Window {
    __longTasks?: Array<{ start: number; duration: number }>;
  }
}

/**
 * Whether the app started (the language menu became a button, decision 020) within `timeout` ms.
 * Watched from inside the page with a plain evaluate: Playwright's locators and waitForFunction
 * first inject its selector engine, one script that is itself a task of 50 ms or more at CPU ×4,
 * which this bench would then count as the site's.
 */
function appStartedWithin(page: Page, timeout: number): Promise<boolean> {
  return page.evaluate(
    (timeout) =>
      new Promise<boolean>((resolve) => {
        const isStarted = () => document.querySelector("header button[aria-haspopup=listbox]") !== null;
        if (isStarted()) return resolve(true);
        const observer = new MutationObserver(() => {
          if (!isStarted()) return;
          observer.disconnect();
          resolve(true);
        });
        observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(isStarted());
        }, timeout);
      }),
    timeout,
  );
}

/** Measures each page once; each in its own browser context so none starts warm. */
export async function measureLongTasks(): Promise<PageTasks[]> {
  const server = createServer(createApp({ distDir: process.env.KGC_DIST_DIR ?? "dist" }));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: fullChromium,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const rows: PageTasks[] = [];
  try {
    for (const path of longTaskPages) {
      const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longTasks?.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: "longtask", buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await page.goto(origin + path, { waitUntil: "load" });
      // The app has started when the language menu became a button (decision 020).
      const started = await appStartedWithin(page, 30_000);
      await page.waitForTimeout(QUIET_MS);
      const { tasks, loadEnd } = await page.evaluate(() => ({
        tasks: window.__longTasks ?? [],
        loadEnd: performance.getEntriesByType("navigation")[0]?.toJSON().loadEventEnd as number,
      }));
      const after = tasks.filter((task) => task.start >= loadEnd);
      rows.push({
        path,
        started,
        count: after.length,
        longest: Math.max(0, ...after.map((task) => task.duration)),
        blocking: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
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
  console.log(`${"page".padEnd(22)}${"tasks".padStart(6)}${"longest".padStart(10)}${"blocking".padStart(10)}`);
  let over = false;
  for (const row of await measureLongTasks()) {
    const ok = row.started && row.longest <= longTaskBudgetMs;
    if (!ok) over = true;
    console.log(
      `${row.path.padEnd(22)}${String(row.count).padStart(6)}${`${Math.round(row.longest)} ms`.padStart(10)}${`${Math.round(row.blocking)} ms`.padStart(10)}  ${ok ? "ok" : row.started ? "OVER" : "OVER (the app never started)"}`,
    );
  }
  return over;
}
