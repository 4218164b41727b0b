// The two servers the serving benches compare, each in a process of its own so the load
// generator never shares an event loop with the server it measures: the Node server
// (`server/start.ts` on the Node running the bench) and nginx (one worker, like Node's one thread).
import { spawn } from "node:child_process";
import { freePort, startNginx } from "../../server/nginx-process.ts";
import { ensureNginx } from "../ensure-nginx.ts";

/** Starts `npm start`'s server on a free loopback port; resolves once it answers. */
export async function startNodeServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/start.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const banner: string = await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`The Node server exited with code ${code}`)));
    child.stdout.once("data", (chunk) => resolve(String(chunk).trim()));
  });
  return { name: "node", origin, banner, close: () => new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM")) };
}

/** Both servers, started side by side. */
export async function startBothServers() {
  ensureNginx();
  const node = await startNodeServer();
  const nginx = await startNginx({ workers: 1 });
  return [node, { name: "nginx", origin: nginx.origin, banner: "nginx, 1 worker", close: nginx.close }];
}
