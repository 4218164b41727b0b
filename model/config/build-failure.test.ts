// A bad value in the environment stops the real build, and the message names the variable.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("the build with bad configuration", () => {
  it("fails before building anything, naming the variable", () => {
    // `npm run build`'s first step, which runs the build once per locale.
    const result = spawnSync(process.execPath, ["scripts/build.ts"], {
      env: { ...process.env, KGC_DONATE_URL: "javascript:alert(1)", KGC_PARTNERS: "[not json", KGC_DIST_DIR: ".tmp/dist-never" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    const output = `${result.stdout}${result.stderr}`;
    expect(output).toMatch(/KGC_DONATE_URL: must be an absolute http: or https: URL/);
    expect(output).toMatch(/KGC_PARTNERS: must be a JSON array/);
    expect(output).toMatch(/the en build failed/);
  }, 60_000);

  it("names the variable when one locale's build is asked for a locale the site has not", () => {
    const result = spawnSync(process.execPath, ["scripts/vite-build.ts"], {
      env: { ...process.env, KGC_LOCALE_BUILD: "de", KGC_DIST_DIR: ".tmp/dist-never" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toMatch(/KGC_LOCALE_BUILD: must be one of en, fr, tr, ar \(got "de"\)/);
  }, 60_000);
});
