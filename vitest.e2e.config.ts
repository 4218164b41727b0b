// Browser tests (tests/e2e): Debian's Chromium against the production build served on loopback.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one browser at a time keeps timings stable.
    fileParallelism: false,
  },
});
