import { describe, expect, it } from "vitest";
import { arrangePlatforms, platformOf } from "./platform.ts";

// User agent strings as the phones send them.
describe("platformOf", () => {
  it("reads an iPhone and an iPad as iPhone", () => {
    expect(
      platformOf(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("iphone");
    expect(platformOf("Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148")).toBe(
      "iphone",
    );
  });

  it("reads a Samsung model number or Samsung Internet as Samsung", () => {
    expect(
      platformOf("Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36"),
    ).toBe("samsung");
    expect(
      platformOf(
        "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("samsung");
  });

  it("reads other Android phones as Android, and a computer as none", () => {
    expect(
      platformOf("Mozilla/5.0 (Linux; Android 14; Pixel 7a) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36"),
    ).toBe("android");
    expect(
      platformOf("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36"),
    ).toBeUndefined();
  });

  it("reads Chrome's reduced Android agent as Samsung once the model says SM-", () => {
    const reduced = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
    expect(platformOf(reduced)).toBe("android");
    expect(platformOf(reduced, "SM-A155F")).toBe("samsung");
    expect(platformOf(reduced, "Pixel 8")).toBe("android");
  });

  it("runs serialized, as the guides' head script runs it: nothing from outside its body", () => {
    const rebuilt = new Function(`return (${platformOf})`)() as typeof platformOf;
    expect(rebuilt("Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36", "SM-S911B")).toBe("samsung");
  });
});

describe("arrangePlatforms", () => {
  it("puts the visitor's phone first and open, folds the others unless the address points to one", () => {
    expect(arrangePlatforms("android", "")).toEqual({ order: ["android", "iphone", "samsung"], open: ["android"] });
    expect(arrangePlatforms("iphone", "#samsung")).toEqual({ order: ["iphone", "samsung", "android"], open: ["iphone", "samsung"] });
  });

  it("keeps the fixed order, all open, for a visitor on no known phone", () => {
    expect(arrangePlatforms(undefined, "#android")).toEqual({
      order: ["iphone", "samsung", "android"],
      open: ["iphone", "samsung", "android"],
    });
  });
});
