import { describe, expect, it } from "vitest";
import { liteFileOf, litePageFileOf, saveDataCookie, saveDataMode } from "./save-data.ts";

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
});
