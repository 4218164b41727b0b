// Unit tests: files beside the code (`*.test.ts`), in Node or jsdom. Browser tests have their own
// config (vitest.e2e.config.ts).
import { defineConfig } from "vitest/config";
import { parseConfig } from "./src/config/schema.ts";

export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(parseConfig({})), __BUILD_YEAR__: "2026" },
  test: {
    include: ["src/**/*.test.{ts,tsx,js}", "server/**/*.test.js", "content-tools/**/*.test.{ts,js}"],
    environment: "node",
  },
});
