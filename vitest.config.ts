// Unit tests: files beside the code (`*.test.ts`), in Node or jsdom. The browser tests (tests/e2e,
// `*.spec.ts`) run on Playwright Test (playwright.config.ts); nothing here includes them.
import { defineConfig } from "vitest/config";
import { parseConfig } from "./model/config/schema.ts";

export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(parseConfig({})), __BUILD_YEAR__: "2026" },
  test: {
    include: ["{model,src,server,scripts,content-tools,editor,tests/architecture}/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
