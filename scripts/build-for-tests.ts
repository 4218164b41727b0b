// `npm test`'s build step: the site (`npm run build`, into dist/) and the browser tests' copy of it
// (tests/e2e/build-test-copy.ts, into .tmp/dist-fixtures) built at the same time. Each build spends
// much of its time on one core (Vite's bundling of each locale, then a prerender that waits on its
// own server), so on two cores the two overlap: about 36 s together here, against 27 s and 28 s one
// after the other (decision 180, its 2026-11-29 addendum). The site's output reaches the terminal
// as it comes; the copy's is held and printed when it ends, so that the two never interleave.
// Exits with the worse of the two codes, once both have ended.
import { spawn } from "node:child_process";

type Ended = { code: number; held: string };

/** Runs one build; `hold` keeps its output until it ends. */
function build(command: string, args: string[], hold: boolean): Promise<Ended> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit" });
    let held = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      held += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      held += chunk.toString();
    });
    child.on("error", (error) => resolve({ code: 1, held: `${held}${error.message}\n` }));
    child.on("close", (code) => resolve({ code: code ?? 1, held }));
  });
}

const [site, copy] = await Promise.all([
  build("npm", ["run", "build"], false),
  build(process.execPath, ["tests/e2e/build-test-copy.ts"], true),
]);
console.log(`\nThe browser tests' copy of the site (tests/e2e/build-test-copy.ts):\n${copy.held}`);
if (site.code !== 0) console.error(`build-for-tests: npm run build failed (exit ${site.code}).`);
if (copy.code !== 0) console.error(`build-for-tests: the test copy's build failed (exit ${copy.code}).`);
process.exit(Math.max(site.code, copy.code));
