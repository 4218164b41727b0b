// Browser tests (tests/e2e, one file per visitor's or editor's journey): Debian's Chromium against the
// production build served on loopback. Nothing here downloads a browser: `executablePath` points at the
// system one (CHROMIUM_PATH overrides it, scripts/chromium-paths.ts); never run `playwright install`.
// The tests run Debian's chromium-headless-shell (decision 199): the same Chromium build as its
// `chromium` package, without the browser's windowing layer, the headless mode Playwright itself uses.
import { defineConfig } from "@playwright/test";
import { testChromium } from "./scripts/chromium-paths.ts";
import { viewports } from "./tests/e2e/viewports.ts";

const ci = Boolean(process.env.CI);

/** The specs that measure time, run alone (see `projects`). */
const timingTests = ["**/first-paint.spec.ts", "**/embedded-forms.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // Screenshots of failed tests, and traces when asked for (`--trace on`), in a folder per project
  // (below): each run empties its own, so the timing run that follows the journeys keeps theirs.
  // Ignored by git.
  timeout: 60_000,
  // Web-first assertions wait up to 10 s: the app starts only after the first paint and an idle
  // moment (decision 020), which a busy two-core machine can push past Playwright's default 5 s.
  expect: { timeout: 10_000 },
  // Two browsers at a time on two cores (decision 180): each worker starts its own servers on free
  // ports, and every test gets its own browser context. Tests of one file run in order, in one worker.
  workers: 2,
  fullyParallel: false,
  // The tests that measure time run apart, after the journeys and alone (`npm run test:e2e` runs
  // the two projects one after the other, scripts/browser-tests.ts): the first paint against the
  // first script, and the embedded forms' slow frame (1.5 s) against their give-up timer (3 s).
  projects: [
    { name: "journeys", testIgnore: timingTests, outputDir: "test-results/e2e/journeys" },
    { name: "timing", testMatch: timingTests, workers: 1, outputDir: "test-results/e2e/timing" },
  ],
  // A flaky test is a bug to fix, not to hide behind a second try.
  retries: 0,
  forbidOnly: ci,
  // `list` names each test as it ends; in CI a JUnit file besides, for tools that read one, one per
  // run of scripts/browser-tests.ts (which names the project it runs).
  reporter: ci ? [["list"], ["junit", { outputFile: `test-results/e2e/${process.env.KGC_BROWSER_PROJECT ?? "all"}-junit.xml` }]] : "list",
  use: {
    viewport: viewports.desktop,
    locale: "en-US",
    // No trace: recording one (the DOM at every step) cost every test 5 to 20 % of its time even
    // when it passed and the trace was dropped (every-page, 20 Arabic pages: 37 to 40 s without,
    // 42 to 50 s with), and CI keeps no files. To see a failing test step by step, run it again
    // with `npm run test:browsers -- <spec> --trace on`, then `npx playwright show-trace`.
    trace: "off",
    // No service worker unless a test is about it (`test.use({ serviceWorkers: "allow" })`: offline
    // reading, the dropping link, the guides kept, the admin left uncached). After each page's start
    // the worker saves the language's pages for reading offline, a dozen requests and cache writes
    // in every new context behind checks that never read them: 8 % of the time of seven journeys
    // that do not use it (106 and 108 s against 114 and 118 s), decision 199.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: testChromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Nothing reaches the internet: every host name and address but 127.0.0.1, where the
        // tests' servers and stand-in hosts listen, fails to resolve. In the browser rather than
        // a Playwright route on every context: a route sends each request through the test's
        // process and turns off the HTTP cache (20 every-page tests: 34-35 s now, 36-41 s with it).
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      ],
    },
  },
});
