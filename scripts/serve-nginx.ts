// `npm run serve:nginx`: serves dist/client with Debian's nginx and the configuration the build
// wrote, in the foreground on PORT (default 3000), like `npm start` does with the Node server.
import { existsSync } from "node:fs";
import { startNginx } from "../server/nginx-process.ts";
import { ensureNginx } from "./ensure-nginx.ts";

if (!existsSync("dist/nginx/kgc-server.conf")) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
ensureNginx();
const server = await startNginx({
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? "0.0.0.0",
  workers: Number(process.env.NGINX_WORKERS ?? 1),
  stdio: "inherit",
});
console.log(`Keep Gaza Connected is served by nginx on http://localhost:${server.port} (Ctrl-C to stop)`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
