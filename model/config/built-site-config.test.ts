import { describe, expect, it } from "vitest";
import { readBuiltSiteConfig, writeBuiltSiteConfig } from "./built-site-config.ts";

const written = {
  siteUrl: "https://keepgazaconnected.org",
  formOrigins: { frame: ["https://forms.example.org"], script: [] },
  imageOrigins: [],
  cms: { branch: "main" },
};

describe("dist/site-config.json, between the build and the servers", () => {
  it("reads back what the build wrote", () => {
    expect(readBuiltSiteConfig(writeBuiltSiteConfig(written), "dist/site-config.json")).toEqual(written);
  });

  it("refuses a file whose form origins were renamed, naming the file and the field", () => {
    const renamed = JSON.stringify({ siteUrl: "https://keepgazaconnected.org", formOrigin: { frame: [], script: [] }, imageOrigins: [] });
    expect(() => readBuiltSiteConfig(renamed, "dist/site-config.json")).toThrow(/dist\/site-config\.json[\s\S]*formOrigins/);
  });

  it("refuses to write an origin that is not a URL", () => {
    expect(() => writeBuiltSiteConfig({ ...written, imageOrigins: ["logos.example.net"] })).toThrow(/imageOrigins/);
  });
});
