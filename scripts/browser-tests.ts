// `npm run test:e2e`'s last step: the browser tests in two runs (playwright.config.ts). First the
// journeys, two at a time; then the timing tests alone, so that no other browser competes with them
// for the two cores. The second run happens even when the first fails, and the exit code is the
// worse of the two. Arguments are passed to both (`npm run test:e2e -- --reporter=dot`).
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
let status = 0;
for (const project of ["journeys", "timing"]) {
  const run = spawnSync("playwright", ["test", `--project=${project}`, ...args], { stdio: "inherit" });
  status = Math.max(status, run.status ?? 1);
}
process.exit(status);
