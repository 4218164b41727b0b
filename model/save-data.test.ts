import { describe, expect, it } from "vitest";
import { saveDataCookie, saveDataMode } from "./save-data.ts";

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
