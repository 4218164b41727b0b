// The MDN HTTP Observatory's tests (its npm package, run here against loopback) on the Node server
// and on nginx. Every test must pass but the two that need HTTPS (a redirect from HTTP to HTTPS,
// and HSTS, which a browser only takes over HTTPS), which a loopback server without TLS fails.
// The package is installed on first use into node_modules/.cache, without its install scripts:
// they download CA and HSTS preload lists from the internet, which the scan of a loopback server
// does not need (an empty preload list stands in).
import { execSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { startBothServers } from "./servers.ts";

const VERSION = "1.4.8";
const prefix = resolve("node_modules/.cache/kgc-observatory", VERSION);
const packageDir = join(prefix, "node_modules/@mdn/mdn-http-observatory");
export const needHttps = new Set(["redirection", "strict-transport-security"]);

/** Installs the Observatory package when it is not there yet, and loads its retriever and tests. */
async function loadObservatory() {
  if (!existsSync(join(packageDir, "package.json"))) {
    console.log(`Installing @mdn/mdn-http-observatory@${VERSION} into ${prefix}...`);
    execSync(
      `npm install --prefix "${prefix}" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund @mdn/mdn-http-observatory@${VERSION}`,
      {
        stdio: "inherit",
      },
    );
  }
  const preload = join(packageDir, "conf/hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}");
  const { retrieve } = await import(pathToFileURL(join(packageDir, "src/retriever/retriever.js")).href);
  const { ALL_TESTS } = await import(pathToFileURL(join(packageDir, "src/constants.js")).href);
  return { retrieve, tests: ALL_TESTS as Array<(requests: unknown) => { pass: boolean; result: string }> };
}

/** Test name from the function name: `strictTransportSecurityTest` -> `strict-transport-security`. */
const testName = (test: { name: string }) =>
  test.name
    .replace(/Test$/, "")
    .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    .replace("cross-origin-resource-sharing", "cors");

/** Runs the Observatory's tests on both servers, prints them, returns true when all but the HTTPS ones pass. */
export async function benchObservatory() {
  const { retrieve, tests } = await loadObservatory();
  const servers = await startBothServers();
  let ok = true;
  try {
    const results: Record<string, Record<string, { pass: boolean; result: string }>> = {};
    for (const server of servers) {
      const { hostname, port } = new URL(server.origin);
      // The HTTPS attempt goes to a port where nothing listens: a server without TLS.
      const requests = await retrieve(hostname, { httpPort: Number(port), httpsPort: 9 });
      results[server.name] = Object.fromEntries(tests.map((test) => [testName(test), test(requests)]));
    }
    console.log(`\nMDN HTTP Observatory ${VERSION} (local), against /; the tests marked https need TLS, which loopback has not\n`);
    console.log(`${"test".padEnd(36)}${servers.map((s) => s.name.padEnd(66)).join("")}`);
    for (const name of Object.keys(results.node ?? {})) {
      const cells = servers.map((server) => {
        const outcome = results[server.name]?.[name];
        if (!outcome?.pass && !needHttps.has(name)) ok = false;
        return `${outcome?.pass ? "pass" : "FAIL"} ${outcome?.result ?? ""}`.padEnd(66);
      });
      console.log(`${(needHttps.has(name) ? `${name} (https)` : name).padEnd(36)}${cells.join("").trimEnd()}`);
    }
  } finally {
    for (const server of servers) await server.close();
  }
  return ok;
}
