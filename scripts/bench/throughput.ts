// Requests per second of the Node server against nginx on the same files (the budget:
// >= 0.8x nginx, p99 < 20 ms, no errors, at 50 connections), with autocannon on loopback.
import autocannon from "autocannon";
import { median } from "./median.ts";
import { startBothServers } from "./servers.ts";

export const throughputBudget = { ratio: 0.8, p99: 20, connections: 50 };
const paths = ["/", "/ar/about"];
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
// The machine is shared, so its load changes from second to second: each round runs the two
// servers back to back (in alternating order), the ratio of each pair is taken, and the median of
// those ratios counts, so a burst of other work during one run does not decide it.
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);

/**
 * One autocannon run, as a browser asks (compressed).
 */
function load(url: string, duration: number) {
  return autocannon({
    url,
    connections: throughputBudget.connections,
    duration,
    headers: { "accept-encoding": "br, gzip", accept: "text/html" },
  });
}

/** Runs the comparison, prints it, and returns true when every budget is met. */
export async function benchThroughput() {
  const servers = await startBothServers();
  console.log(
    `\nThroughput: ${throughputBudget.connections} connections, ${rounds} rounds of ${seconds} s runs back to back (medians; ratio = median of the rounds' ratios), loopback; ${servers[0]?.banner}`,
  );
  console.log(`budget: Node >= ${throughputBudget.ratio}x nginx, p99 < ${throughputBudget.p99} ms, no errors\n`);
  console.log(
    `${"path".padEnd(12)}${"server".padEnd(8)}${"req/s".padStart(10)}${"p99".padStart(9)}${"errors".padStart(8)}${"ratio".padStart(8)}`,
  );
  let ok = true;
  try {
    for (const path of paths) {
      const results: Record<string, autocannon.Result[]> = Object.fromEntries(servers.map((server) => [server.name, []]));
      for (const server of servers) await load(server.origin + path, 2); // warm-up
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) results[server.name]?.push(await load(server.origin + path, seconds));
      }
      const perSecond = (name: string) => median((results[name] ?? []).map((r) => r.requests.average));
      const pairs = (results.node ?? []).map(
        (run, round) => run.requests.average / (results.nginx?.[round]?.requests.average ?? Number.NaN),
      );
      const ratio = median(pairs);
      for (const [name, runs] of Object.entries(results)) {
        const p99 = median(runs.map((r) => r.latency.p99));
        const errors = runs.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
        const pass = errors === 0 && p99 < throughputBudget.p99 && (name === "nginx" || ratio >= throughputBudget.ratio);
        if (!pass) ok = false;
        console.log(
          `${path.padEnd(12)}${name.padEnd(8)}${Math.round(perSecond(name)).toString().padStart(10)}${`${p99} ms`.padStart(9)}${String(errors).padStart(8)}${(name === "node" ? ratio.toFixed(2) : "").padStart(8)}  ${pass ? "ok" : "OVER"}`,
        );
      }
    }
  } finally {
    for (const server of servers) await server.close();
  }
  return ok;
}
