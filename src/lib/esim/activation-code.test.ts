// eSIM activation codes as GSMA SGP.22 writes them, and the other things a QR code can hold.
import { describe, expect, it } from "vitest";
import { maskCode, readQrContent } from "./activation-code.ts";

describe("eSIM activation codes", () => {
  it("reads the SM-DP+ address and the activation code", () => {
    expect(readQrContent("LPA:1$smdp.example.com$04386-AGYFT-A74Y8-3F815")).toEqual({
      kind: "esim",
      code: "LPA:1$smdp.example.com$04386-AGYFT-A74Y8-3F815",
      smdpAddress: "smdp.example.com",
      activationCode: "04386-AGYFT-A74Y8-3F815",
      maskedCode: "0438•••",
      confirmationCodeRequired: false,
    });
  });

  it("sees the confirmation-code flag in the fifth field, with or without an OID", () => {
    expect(readQrContent("LPA:1$smdp.example.com$ABCD1234$$1")).toMatchObject({ kind: "esim", confirmationCodeRequired: true });
    expect(readQrContent("LPA:1$smdp.example.com$ABCD1234$1.3.6.1.4.1.31746$1")).toMatchObject({ confirmationCodeRequired: true });
    expect(readQrContent("LPA:1$smdp.example.com$ABCD1234$1.3.6.1.4.1.31746")).toMatchObject({ confirmationCodeRequired: false });
    expect(readQrContent("LPA:1$smdp.example.com$ABCD1234$$0")).toMatchObject({ confirmationCodeRequired: false });
  });

  it("accepts surrounding spaces and a lower-case prefix", () => {
    expect(readQrContent("  lpa:1$RSP.Example.NET$K2-ABC ")).toMatchObject({
      kind: "esim",
      code: "LPA:1$RSP.Example.NET$K2-ABC",
      smdpAddress: "RSP.Example.NET",
    });
  });

  it("calls a damaged or incomplete code broken", () => {
    for (const code of [
      "LPA:",
      "LPA:1",
      "LPA:1$smdp.example.com",
      "LPA:1$smdp.example.com$",
      "LPA:2$smdp.example.com$ABCD",
      "LPA:1$not a domain$ABCD",
      "LPA:1$localhost$ABCD",
      "LPA:1$smdp.example.com$AB CD",
      "LPA:1$smdp.example.com$ABCD$$2",
      "LPA:1$smdp.example.com$ABCD$$1$extra",
    ]) {
      expect([code, readQrContent(code).kind]).toEqual([code, "broken-esim"]);
    }
  });
});

describe("other QR codes", () => {
  it("web links", () => {
    expect(readQrContent("https://example.org/esim?id=1")).toEqual({ kind: "link" });
    expect(readQrContent("HTTP://EXAMPLE.ORG")).toEqual({ kind: "link" });
    expect(readQrContent("www.example.org")).toEqual({ kind: "link" });
  });

  it("anything else is text", () => {
    expect(readQrContent("Hello from Gaza")).toEqual({ kind: "text" });
    expect(readQrContent("WIFI:S:home;T:WPA;P:secret;;")).toEqual({ kind: "text" });
    expect(readQrContent("1$smdp.example.com$ABCD")).toEqual({ kind: "text" });
  });
});

describe("masking", () => {
  it("shows the first 4 characters only, and nothing of a short code", () => {
    expect(maskCode("ABCDEFGH")).toBe("ABCD•••");
    expect(maskCode("ABCDE")).toBe("ABCD•••");
    expect(maskCode("ABCD")).toBe("•••");
  });
});
