// Main-thread tasks after `load` (decision 191), by thread CPU time from a Chromium trace, not wall
// time, which on a shared machine measures the other processes. A task over 12.5 ms of CPU here is
// over 50 ms at CPU ×4. Usage, after a build: node tests/tools/main-thread-tasks.ts <distDir> [runs]
import { chromium } from "@playwright/test";
import { fullChromium } from "../../scripts/chromium-paths.ts";
import { startServer } from "../e2e/support.ts";

type Ev = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string } };
const distDir = process.argv[2] ?? "dist";
const runs = Number(process.argv[3] ?? 3);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 1);
const server = await startServer(distDir, "node");
const browser = await chromium.launch({ executablePath: fullChromium, args: ["--no-sandbox", "--disable-gpu"] });
for (const path of (process.argv[4] ?? "/en,/ar,/ar/donate,/ar/privacy-policy,/ar/help/install").split(",")) {
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
    // With CPU_SLOWDOWN=4 the page runs as in the bench: the slices' time allowance is wall-clock time.
    if (slowdown > 1) await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading"],
    });
    await page.goto(server.origin + path, { waitUntil: "load" });
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const check = () => (document.querySelector("header button[aria-haspopup=listbox]") ? resolve() : setTimeout(check, 100));
          check();
        }),
    );
    await page.waitForTimeout(3000);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Ev[] }).traceEvents;
    // The page's own frame: the navigation to its address (the trace also holds other pages' frames).
    const navigation = events.find(
      (e) =>
        e.name === "navigationStart" &&
        (e.args as { data?: { documentLoaderURL?: string } })?.data?.documentLoaderURL === server.origin + path,
    );
    if (!navigation) {
      console.log(`${distDir} ${path}: the trace holds no navigation to the page; run again`);
      await page.close();
      continue;
    }
    const frame = (navigation.args as { frame?: string } | undefined)?.frame;
    // The renderer's main thread is the one the navigation was recorded on: its name's metadata
    // event is missing from some traces.
    const main = { pid: navigation.pid, tid: navigation.tid };
    const load =
      events.find(
        (e) => e.name === "MarkLoad" && (e.args as { data?: { frame?: string } })?.data?.frame === frame && e.pid === navigation.pid,
      )?.ts ?? Number.POSITIVE_INFINITY;
    const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === "RunTask" && e.ph === "X");
    const after = tasks.filter((t) => t.ts >= load);
    const big = after.filter((t) => (t.tdur ?? 0) > 12000).map((t) => `${Math.round((t.tdur ?? 0) / 1000)}`);
    const cpu = Math.round(after.reduce((s, t) => s + (t.tdur ?? 0), 0) / 1000);
    const max = Math.round(Math.max(0, ...after.map((t) => t.tdur ?? 0)) / 1000);
    const all = Math.round(Math.max(0, ...tasks.map((t) => t.tdur ?? 0)) / 1000);
    const allBig = tasks.filter((t) => (t.tdur ?? 0) > 12000).map((t) => `${Math.round((t.tdur ?? 0) / 1000)}`);
    // What each task over 10 ms of CPU after load spent its time on (trace events over 2 ms inside it).
    for (const task of after.filter((t) => (t.tdur ?? 0) > 10000)) {
      const inside = events.filter(
        (e) =>
          e.pid === task.pid &&
          e.tid === task.tid &&
          e.ph === "X" &&
          e.ts >= task.ts &&
          e.ts < task.ts + (task.dur ?? 0) &&
          e !== task &&
          (e.tdur ?? e.dur ?? 0) > 2000,
      );
      const what = inside
        .slice(0, 6)
        .map(
          (e) =>
            `${e.name}${(e.args as { data?: { url?: string } })?.data?.url?.replace(/.*\//, " ") ?? ""} ${Math.round((e.tdur ?? e.dur ?? 0) / 1000)}`,
        )
        .join("; ");
      console.log(`  +${Math.round((task.ts - load) / 1000)} ms: ${Math.round((task.tdur ?? 0) / 1000)} ms CPU: ${what}`);
    }
    console.log(
      `${distDir} ${path}: whole visit longest ${all} ms CPU, over 12 ms: [${allBig.join(", ")}]; after load, CPU ${cpu} ms in ${after.length} tasks, longest ${max} ms; tasks over 12 ms: [${big.join(", ")}]`,
    );
    await page.close();
  }
}
await browser.close();
await server.close();
