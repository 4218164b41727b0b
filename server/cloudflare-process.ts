// Runs Cloudflare's own runtime for Pages on a build: `wrangler pages dev` serves dist/cloudflare
// with the Pages Function of functions/ on workerd, the engine Cloudflare runs at the edge. It
// runs locally and offline (workerd ships inside npm packages); nothing is sent to Cloudflare.
// Used by `npm run serve:cloudflare` and the browser tests.
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { freePort } from "./nginx-process.ts";

const projectRoot = resolve(import.meta.dirname, "..");

/** The compatibility date the site is tested with; set the same in the Pages project's settings. */
export const COMPATIBILITY_DATE = "2026-11-01";

/** No telemetry, no error reports, no banner: a local run talks to nobody. */
export const quietWrangler = { WRANGLER_SEND_METRICS: "false", WRANGLER_SEND_ERROR_REPORTS: "false", WRANGLER_HIDE_BANNER: "true" };

type Options = { distDir?: string; host?: string; port?: number; stdio?: "pipe" | "inherit" };

/**
 * Starts `wrangler pages dev` on `<distDir>/cloudflare`; resolves once it listens, with its origin,
 * everything it printed so far (`log()`: the rules it rejected, if any) and `close()`.
 */
export async function startCloudflare({ distDir = "dist", host = "127.0.0.1", port, stdio = "pipe" }: Options = {}) {
  const listenPort = port ?? 0;
  const wrangler = resolve(projectRoot, "node_modules/wrangler/bin/wrangler.js");
  const args = [wrangler, "pages", "dev", resolve(distDir, "cloudflare"), "--ip", host, "--port", String(listenPort)];
  const inspectorPort = await freePort();
  args.push("--inspector-port", String(inspectorPort), "--compatibility-date", COMPATIBILITY_DATE);
  // A state folder of its own (named after its inspector port, unique while it runs), removed when
  // it stops: the browser tests run several at once, one or more per Playwright worker.
  const state = resolve(projectRoot, ".tmp/wrangler-state", String(inspectorPort));
  args.push("--persist-to", state, "--show-interactive-dev-session=false");
  // Its own process group, so close() ends wrangler and the workerd it started, and nothing else.
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, ...quietWrangler, NO_COLOR: "1", FORCE_COLOR: "0" },
    detached: true,
    stdio: stdio === "inherit" ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const origin = await new Promise<string>((resolveOrigin, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler pages dev did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Ready on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolveOrigin(ready[1]);
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`wrangler pages dev exited (${code}):\n${output}`));
    });
    if (stdio === "inherit") {
      clearTimeout(timer);
      resolveOrigin(`http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${listenPort}`);
    }
  });
  return { origin, log: () => output, close: () => stop(child).then(() => rmSync(state, { recursive: true, force: true })) };
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolveStop) => {
    if (child.exitCode !== null || child.pid === undefined) return resolveStop();
    child.once("exit", () => resolveStop());
    process.kill(-child.pid, "SIGTERM");
  });
}
