import { describe, expect, it } from "vitest";
import { parseCmsConfig } from "./schema.ts";

describe("parseCmsConfig (the hosted editor's settings)", () => {
  it("leaves the hosted editor unset with no environment, on the main branch", () => {
    expect(parseCmsConfig({})).toEqual({ repo: undefined, branch: "main", authUrl: undefined });
  });

  it("reads the repository, branch and sign-in address", () => {
    expect(
      parseCmsConfig({ KGC_CMS_REPO: "keep-gaza/site", KGC_CMS_BRANCH: "content", KGC_CMS_AUTH_URL: "https://auth.example.org" }),
    ).toEqual({ repo: "keep-gaza/site", branch: "content", authUrl: "https://auth.example.org" });
  });

  it("fails naming each bad variable", () => {
    expect(() => parseCmsConfig({ KGC_CMS_REPO: "https://github.com/keep-gaza/site", KGC_CMS_AUTH_URL: "javascript:alert(1)" })).toThrow(
      /KGC_CMS_REPO: must be a GitHub repository as owner\/name[\s\S]*KGC_CMS_AUTH_URL: must be an absolute http: or https: URL/,
    );
  });
});
