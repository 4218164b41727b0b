import { describe, expect, it } from "vitest";
import {
  cloudflareLiteAssetOf,
  isLiteFile,
  liteFileOf,
  litePageFileOf,
  pageFileEnding,
  saveDataCookie,
  saveDataMode,
} from "./save-data.ts";

describe("saveDataMode", () => {
  it("follows the visitor's choice first", () => {
    expect(saveDataMode({ cookie: "on" })).toBe(true);
    expect(saveDataMode({ cookie: "off", saveData: true, effectiveType: "slow-2g" })).toBe(false);
  });

  it("without a choice, saves data when the browser asks or the connection is 2G", () => {
    expect(saveDataMode({ saveData: true })).toBe(true);
    expect(saveDataMode({ effectiveType: "2g" })).toBe(true);
    expect(saveDataMode({ effectiveType: "slow-2g" })).toBe(true);
    expect(saveDataMode({ effectiveType: "3g" })).toBe(false);
    expect(saveDataMode({ cookie: "maybe", effectiveType: "4g" })).toBe(false);
    expect(saveDataMode({})).toBe(false);
  });
});

it("remembers the choice for 400 days on the whole site", () => {
  expect(saveDataCookie(true)).toBe("KGC_SAVE_DATA=on; Path=/; Max-Age=34560000; SameSite=Lax");
  expect(saveDataCookie(false)).toBe("KGC_SAVE_DATA=off; Path=/; Max-Age=34560000; SameSite=Lax");
});

describe("the script-free twin's file, one name on every host", () => {
  it.each([
    ["dist/client/ar/index.html", "dist/client/ar/index.lite.html"],
    ["/fr/404.html", "/fr/404.lite.html"],
    ["/404.html", "/404.lite.html"],
  ])("of the file %s is %s", (file, twin) => {
    expect(liteFileOf(file)).toBe(twin);
  });

  it.each([
    ["/", "/index.lite.html"],
    ["/fr/about", "/fr/about/index.lite.html"],
    ["/ar/help/install", "/ar/help/install/index.lite.html"],
  ])("of the page at %s is %s", (path, twin) => {
    expect(litePageFileOf(path)).toBe(twin);
  });

  it("refuses a file that is not a page", () => {
    expect(() => liteFileOf("/assets/app.js")).toThrow("/assets/app.js is not a page's file");
  });

  it.each([
    ["dist/client/ar/index.lite.html", true],
    ["/404.lite.html", true],
    ["/fr/help/install/index.lite.html", true],
    ["dist/client/ar/index.html", false],
    ["/404.html", false],
    // Not a page's twin: a page whose own name ends in "lite", a compressed copy, a directory.
    ["/satellite.html", false],
    ["/index.lite.html.br", false],
    ["/index.lite", false],
  ])("%s is a twin: %s", (file, twin) => {
    expect(isLiteFile(file)).toBe(twin);
  });

  it("what liteFileOf names is a twin", () => {
    expect(isLiteFile(liteFileOf("/fr/about/index.html"))).toBe(true);
    expect(isLiteFile(litePageFileOf("/"))).toBe(true);
  });

  it.each([
    ["/fr/about", "/fr/about/index.lite"],
    ["/", "/index.lite"],
    ["/ar/help/install", "/ar/help/install/index.lite"],
  ])("of the page at %s, on Cloudflare Pages (no .html), is %s", (path, asset) => {
    expect(cloudflareLiteAssetOf(path)).toBe(asset);
  });
});

describe("the end of a page's file, twin or not, as a pattern", () => {
  it("is written from the suffix, its dots escaped", () => {
    expect(pageFileEnding).toBe("(?:\\.lite)?\\.html");
  });

  const index = new RegExp(`^/index${pageFileEnding}$`);
  it.each([
    ["/index.html", true],
    ["/index.lite.html", true],
    ["/index.xlite.html", false],
    ["/index.lite.lite.html", false],
    ["/indexahtml", false],
    ["/index.lite", false],
  ])("/index + the ending matches %s: %s", (file, matches) => {
    expect(index.test(file)).toBe(matches);
  });
});
