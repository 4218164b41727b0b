import { describe, expect, it } from "vitest";
import { readBuiltSiteConfig, readScriptHashes, writeBuiltSiteConfig, writeScriptHashes } from "./built-site-config.ts";

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

describe("dist/script-hashes.json, each page's inline scripts for its Content-Security-Policy", () => {
  const hashes = { "/fr/about/index.html": ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"], "/404.html": [] };

  it("reads back what the build wrote", () => {
    expect(readScriptHashes(writeScriptHashes(hashes), "dist/script-hashes.json")).toEqual(hashes);
  });

  it("refuses a hash without its quotes, which the policy would not match, naming the file and the page", () => {
    const unquoted = JSON.stringify({ "/fr/about/index.html": ["sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="] });
    expect(() => readScriptHashes(unquoted, "dist/script-hashes.json")).toThrow(/dist\/script-hashes\.json[\s\S]*\/fr\/about\/index\.html/);
  });

  it("refuses a file of another shape (a list instead of pages)", () => {
    expect(() => readScriptHashes("[]", "dist/script-hashes.json")).toThrow(/dist\/script-hashes\.json/);
  });
});
