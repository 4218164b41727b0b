// `npm run serve:cloudflare`: serves the build on Cloudflare's own runtime (`wrangler pages dev`
// on dist/cloudflare, with the Pages Function of functions/), in the foreground on PORT (default
// 3000), like `npm start` does with the Node server. Local and offline: no Cloudflare account.
import { existsSync } from "node:fs";
import { startCloudflare } from "../server/cloudflare-process.ts";

if (!existsSync("dist/cloudflare/_routes.json")) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const server = await startCloudflare({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? "0.0.0.0", stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
