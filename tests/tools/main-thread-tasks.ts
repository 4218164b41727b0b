// Main-thread tasks after `load` (decision 191), by thread CPU time from a Chromium trace, not wall
// time, which on a shared machine measures the other processes. A task over 12.5 ms of CPU here is
// over 50 ms at CPU ×4. Usage, after a build: node tests/tools/main-thread-tasks.ts <distDir> [runs]
import { chromium } from "@playwright/test";
import { startServer } from "../e2e/support.ts";

type Ev = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string } };
const distDir = process.argv[2] ?? "dist";
const runs = Number(process.argv[3] ?? 3);
const server = await startServer(distDir, "node");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const path of ["/", "/ar", "/ar/help/install"]) {
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading"],
    });
    await page.goto(server.origin + path, { waitUntil: "load" });
    await page
      .waitForFunction(() => document.querySelector("header button[aria-haspopup=listbox]"), null, { timeout: 30000 })
      .catch(() => undefined);
    await page.waitForTimeout(3000);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Ev[] }).traceEvents;
    const main = events.find(
      (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && events.some((x) => x.pid === e.pid && x.name === "MarkLoad"),
    );
    const load =
      events
        .filter((e) => e.name === "MarkLoad" && e.pid === main?.pid)
        .map((e) => e.ts)
        .sort()
        .at(-1) ?? 0;
    const tasks = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.name === "RunTask" && e.ph === "X");
    const after = tasks.filter((t) => t.ts >= load);
    const big = after.filter((t) => (t.tdur ?? 0) > 12000).map((t) => `${Math.round((t.tdur ?? 0) / 1000)}`);
    const cpu = Math.round(after.reduce((s, t) => s + (t.tdur ?? 0), 0) / 1000);
    const max = Math.round(Math.max(0, ...after.map((t) => t.tdur ?? 0)) / 1000);
    const all = Math.round(Math.max(0, ...tasks.map((t) => t.tdur ?? 0)) / 1000);
    const allBig = tasks.filter((t) => (t.tdur ?? 0) > 12000).map((t) => `${Math.round((t.tdur ?? 0) / 1000)}`);
    const longest = after.reduce<Ev | undefined>((a, t) => ((t.tdur ?? 0) > (a?.tdur ?? 0) ? t : a), undefined);
    const inside = longest
      ? events.filter(
          (e) =>
            e.pid === longest.pid &&
            e.tid === longest.tid &&
            e.ph === "X" &&
            e.ts >= longest.ts &&
            e.ts < longest.ts + (longest.dur ?? 0) &&
            e !== longest &&
            (e.dur ?? 0) > 3000,
        )
      : [];
    const what = inside
      .slice(0, 6)
      .map(
        (e) =>
          `${e.name}${(e.args as { data?: { url?: string; functionName?: string } })?.data?.url?.replace(/.*\//, " ") ?? ""} ${Math.round((e.tdur ?? e.dur ?? 0) / 1000)}`,
      )
      .join("; ");
    console.log(`  longest after load is: ${what}`);
    console.log(
      `${distDir} ${path}: whole visit longest ${all} ms CPU, over 12 ms: [${allBig.join(", ")}]; after load, CPU ${cpu} ms in ${after.length} tasks, longest ${max} ms; tasks over 12 ms: [${big.join(", ")}]`,
    );
    await page.close();
  }
}
await browser.close();
await server.close();
