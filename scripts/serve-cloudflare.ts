// `npm run serve:cloudflare`: serves the build on Cloudflare's own runtime (`wrangler pages dev`
// on dist/cloudflare, with the Pages Function of functions/), in the foreground on PORT (default
// 3000), like `npm start` does with the Node server. Local and offline: no Cloudflare account.
import { existsSync } from "node:fs";
import { parseListenEnv } from "#model/config/tooling.ts";
import { startCloudflare } from "../server/cloudflare-process.ts";

// Read first, so that a mistyped variable stops the script at once, naming it.
const { port, host } = parseListenEnv(process.env);
if (!existsSync("dist/cloudflare/_routes.json")) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const server = await startCloudflare({ port, host, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
