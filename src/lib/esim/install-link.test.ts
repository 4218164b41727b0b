// The installer's links: Apple's setup link, the install link's format, and reading it back.
import { describe, expect, it } from "vitest";
import { appleSetupLink, installLink, readFragment } from "./install-link.ts";

const code = "LPA:1$smdp.example.test$TEST-0001";

describe("Apple's eSIM setup link", () => {
  it("carries the whole code, URL-encoded, as carddata", () => {
    expect(appleSetupLink(code)).toBe(
      "https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.test%24TEST-0001",
    );
  });
});

describe("install links", () => {
  it("point to the installer in the chosen language, the code after #", () => {
    expect(installLink("https://example.org", "en", code)).toBe(
      "https://example.org/help/installer#LPA%3A1%24smdp.example.test%24TEST-0001",
    );
    expect(installLink("https://example.org", "ar", code)).toBe(
      "https://example.org/ar/help/installer#LPA%3A1%24smdp.example.test%24TEST-0001",
    );
  });

  it("read back to the same code, encoded or typed by hand", () => {
    const link = new URL(installLink("https://example.org", "fr", `${code}$$1`));
    expect(readFragment(link.hash)).toMatchObject({ kind: "esim", code: `${code}$$1`, confirmationCodeRequired: true });
    expect(readFragment(`#${code}`)).toMatchObject({ kind: "esim", smdpAddress: "smdp.example.test", activationCode: "TEST-0001" });
  });

  it("hold nothing when the fragment is empty", () => {
    expect(readFragment("")).toEqual({ kind: "none" });
    expect(readFragment("#")).toEqual({ kind: "none" });
    expect(readFragment("#   ")).toEqual({ kind: "none" });
  });

  it("turn junk, markup and damaged codes into text to show, never a code", () => {
    expect(readFragment("#%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E")).toEqual({
      kind: "invalid",
      text: "<img src=x onerror=alert(1)>",
      reason: "not-esim",
    });
    expect(readFragment("#LPA:1$smdp.example.test")).toEqual({ kind: "invalid", text: "LPA:1$smdp.example.test", reason: "broken-esim" });
    expect(readFragment("#%E0%A4%A")).toEqual({ kind: "invalid", text: "%E0%A4%A", reason: "not-esim" });
    expect(readFragment("#https://example.org")).toMatchObject({ kind: "invalid", reason: "not-esim" });
    const long = readFragment(`#${"x".repeat(2000)}`);
    expect(long.kind === "invalid" && long.text.length).toBe(81);
  });
});
