// Unit tests: files beside the code (`*.test.ts`), in Node or jsdom. The browser tests (tests/e2e,
// `*.spec.ts`) run on Playwright Test (playwright.config.ts); nothing here includes them.
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { parseConfig } from "./model/config/schema.ts";

export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(parseConfig({})), __BUILD_YEAR__: "2026" },
  test: {
    include: ["{model,src,server,scripts,content-tools,editor,tests/architecture}/**/*.test.{ts,tsx}"],
    environment: "node",
    // One file per core. Vitest's default leaves a core free, which on a two-core machine ran the
    // files one at a time: 79 s here, 58 s on both cores (decision 199).
    maxWorkers: availableParallelism(),
  },
});
