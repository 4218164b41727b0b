// `npm run serve:nginx`: serves dist/client with Debian's nginx and the configuration the build
// wrote, in the foreground on PORT (default 3000), like `npm start` does with the Node server.
import { existsSync } from "node:fs";
import { parseNginxServeEnv } from "#model/config/tooling.ts";
import { startNginx } from "../server/nginx-process.ts";
import { ensureNginx } from "./ensure-nginx.ts";

// Read first, so that a mistyped variable stops the script before it installs or starts anything.
const { port, host, workers } = parseNginxServeEnv(process.env);
if (!existsSync("dist/nginx/kgc-server.conf")) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
ensureNginx();
const server = await startNginx({ port, host, workers, stdio: "inherit" });
console.log(`Keep Gaza Connected is served by nginx on http://localhost:${server.port} (Ctrl-C to stop)`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
