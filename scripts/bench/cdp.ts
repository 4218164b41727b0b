// A bare DevTools-protocol client for the long-task bench: Chromium started with a debugging port,
// and only the commands the bench sends. Playwright enables the Network domain on every page, and
// with it Chromium records the JavaScript stack that started each request, for which V8 parses
// the code on that stack again: 5 to 47 ms inside the tasks at CPU ×4 that fetch the app's chunks,
// which a phone without a debugger never spends (decision 196, addendum of the sixth session).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };

/** A browser, and a way to send it commands, to the browser or to one page's session. */
export type Cdp = {
  send: <T = unknown>(method: string, params?: Record<string, unknown>, sessionId?: string) => Promise<T>;
  close: () => Promise<void>;
};

/** Starts headless Chromium with a fresh profile and connects to it. */
export async function launchCdp(executablePath: string, args: string[]): Promise<Cdp> {
  const profile = mkdtempSync(join(tmpdir(), "kgc-bench-"));
  const browser: ChildProcess = spawn(
    executablePath,
    ["--headless", "--remote-debugging-port=0", `--user-data-dir=${profile}`, "--no-first-run", ...args, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${seen.slice(-500)}`)), 30_000);
    browser.stderr?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const found = seen.match(/DevTools listening on (ws:\/\/\S+)/);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    browser.on("exit", (code) => reject(new Error(`Chromium exited (${code}): ${seen.slice(-500)}`)));
  });
  const socket = new WebSocket(endpoint);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error(`no DevTools connection at ${endpoint}`)), { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, Pending>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  return {
    send: <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      }),
    close: async () => {
      socket.close();
      browser.kill();
      await new Promise((resolve) => (browser.exitCode === null ? browser.once("exit", resolve) : resolve(undefined)));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
