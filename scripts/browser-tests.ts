// `npm run test:e2e`'s last step: the browser tests in two runs (playwright.config.ts). First the
// journeys, two at a time; then the timing tests alone, so that no other browser competes with them
// for the two cores. The second run happens even when the first fails, and the exit code is the
// worse of the two. Arguments are passed to both (`npm run test:e2e -- --reporter=dot`); with a
// spec file named, the run whose project holds none of them passes instead of failing on "No tests
// found" (the full run, with no arguments, still requires tests in both).
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const filtered = args.some((arg) => !arg.startsWith("-"));
let status = 0;
for (const project of ["journeys", "timing"]) {
  const run = spawnSync("playwright", ["test", `--project=${project}`, ...(filtered ? ["--pass-with-no-tests"] : []), ...args], {
    stdio: "inherit",
    env: { ...process.env, KGC_BROWSER_PROJECT: project },
  });
  status = Math.max(status, run.status ?? 1);
}
process.exit(status);
