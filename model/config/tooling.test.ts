import { describe, expect, it } from "vitest";
import { parseBuildEnv, parseServerEnv } from "./tooling.ts";

describe("parseServerEnv", () => {
  it.each([
    [{}, { port: 3000, host: "0.0.0.0", hsts: "proxy" }],
    [
      { PORT: "8080", HOST: "127.0.0.1", KGC_HSTS: "always" },
      { port: 8080, host: "127.0.0.1", hsts: "always" },
    ],
    [
      { PORT: "0", KGC_HSTS: "" },
      { port: 0, host: "0.0.0.0", hsts: "proxy" },
    ],
    [{ PORT: " 3100 " }, { port: 3100, host: "0.0.0.0", hsts: "proxy" }],
  ])("%o gives %o", (env, expected) => {
    expect(parseServerEnv(env)).toEqual(expected);
  });

  it.each([
    [{ PORT: "80a" }, 'PORT: must be a whole number from 0 to 65535 (got "80a")'],
    [{ PORT: "70000" }, 'PORT: must be a whole number from 0 to 65535 (got "70000")'],
    [{ PORT: "-1" }, 'PORT: must be a whole number from 0 to 65535 (got "-1")'],
    [{ KGC_HSTS: "yes" }, 'KGC_HSTS: must be "always", "proxy" or empty (got "yes")'],
  ])("%o stops the server: %s", (env, message) => {
    expect(() => parseServerEnv(env)).toThrow(message);
  });
});

describe("parseBuildEnv", () => {
  it.each([
    [{}, { distDir: "dist", locale: undefined, sourcemap: false, noticeFile: undefined }],
    [
      { KGC_DIST_DIR: "dist.locales/ar", KGC_LOCALE_BUILD: "ar", KGC_SOURCEMAP: "1", KGC_NOTICE_FILE: "tests/fixtures/notice.yaml" },
      { distDir: "dist.locales/ar", locale: "ar", sourcemap: true, noticeFile: "tests/fixtures/notice.yaml" },
    ],
  ])("%o gives %o", (env, expected) => {
    expect(parseBuildEnv(env)).toEqual(expected);
  });

  it.each([
    [{ KGC_LOCALE_BUILD: "de" }, 'KGC_LOCALE_BUILD: must be one of en, fr, tr, ar (got "de")'],
    [{ KGC_SOURCEMAP: "yes" }, 'KGC_SOURCEMAP: must be "1", "0" or empty (got "yes")'],
  ])("%o stops the build: %s", (env, message) => {
    expect(() => parseBuildEnv(env)).toThrow(message);
  });
});
