import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ogFingerprint, ogImagePath, ogImageTexts, ogSourcesFile } from "./texts.ts";

const root = new URL("../../", import.meta.url).pathname;

describe("the sharing images", () => {
  it("show the tagline in each language, and a name only where the language has its own", () => {
    const texts = Object.fromEntries(ogImageTexts(root).map((text) => [text.locale, text]));
    expect(texts.en).toMatchObject({ dir: "ltr", name: "Keep Gaza Connected", tagline: "Free eSIMs that keep civilians in Gaza online." });
    expect(texts.fr?.name).toBeUndefined();
    expect(texts.tr?.name).toBeUndefined();
    expect(texts.fr?.tagline).toMatch(/^Des eSIM gratuites/);
    expect(texts.ar).toMatchObject({ dir: "rtl", name: "لنُبقِ غزة متصلة" });
  });

  it("were made from today's texts: run `npm run og-images` after changing site_name, site_tagline or the template", () => {
    const recorded = JSON.parse(readFileSync(join(root, ogSourcesFile), "utf8")) as Record<string, string>;
    for (const text of ogImageTexts(root)) expect(recorded[text.locale], text.locale).toBe(ogFingerprint(text));
  });

  it("are 1200×630 PNG files, one per language", () => {
    const sizes = new Set<string>();
    for (const { locale } of ogImageTexts(root)) {
      const png = readFileSync(join(root, "public", ogImagePath(locale)));
      expect(png.subarray(1, 4).toString("latin1"), locale).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], locale).toEqual([1200, 630]);
      sizes.add(png.toString("base64"));
    }
    expect(sizes.size).toBe(4);
  });
});
