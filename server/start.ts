// `npm start`: serves the production build on PORT (default 3000), building it first if missing.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { parseServerEnv } from "#model/config/tooling.ts";
import { createApp } from "./app.ts";

// Read before the build below, so that a mistyped variable stops `npm start` at once.
// KGC_HSTS "always": TLS ends before this server and the proxy sends no X-Forwarded-Proto.
const { port, host, hsts } = parseServerEnv(process.env);
const needed = ["dist/client/index.html", "dist/site-config.json", "dist/script-hashes.json"];
if (!needed.every((file) => existsSync(file))) {
  console.log("No build found: running `npm run build` first.");
  execSync("npm run build", { stdio: "inherit" });
}

const server = createServer(createApp({ hsts }));
server.listen(port, host, () => {
  // The port actually taken: PORT=0 asks the system for any free one.
  const address = server.address();
  const listening = typeof address === "object" && address ? address.port : port;
  console.log(`Keep Gaza Connected is served on http://localhost:${listening} (Node ${process.version})`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
