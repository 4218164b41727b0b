import { describe, expect, it } from "vitest";
import { formOrigins, imageOrigins, parseConfig } from "./schema.ts";

describe("parseConfig", () => {
  it("gives a complete site with no environment at all", () => {
    const config = parseConfig({});
    expect(config.requestSiteUrl).toMatch(/^https:\/\//);
    expect(config.donateUrl).toMatch(/^https:\/\//);
    expect(config.storeUrls.egypt).toMatch(/^https:\/\//);
    expect(Object.values(config.social).every(Boolean)).toBe(true);
    expect(config.forms.timeoutMs).toBe(20000);
  });

  it("reads the variables it is given", () => {
    const config = parseConfig({
      KGC_DONATE_URL: "https://give.example.org/gaza",
      KGC_CONTACT_FORM_URL_AR: "https://forms.example.org/ar",
    });
    expect(config.donateUrl).toBe("https://give.example.org/gaza");
    expect(config.forms.contactForm.ar).toBe("https://forms.example.org/ar");
  });

  it("leaves out an optional link set to an empty value", () => {
    expect(parseConfig({ KGC_LINKEDIN_URL: "" }).social.linkedin).toBeUndefined();
  });

  it("reads the support WhatsApp chat link, and leaves it out when empty or absent", () => {
    expect(parseConfig({ KGC_SUPPORT_WHATSAPP_URL: " https://wa.me/970599123456 " }).supportWhatsAppUrl).toBe("https://wa.me/970599123456");
    expect(parseConfig({ KGC_SUPPORT_WHATSAPP_URL: "" }).supportWhatsAppUrl).toBeUndefined();
    expect(parseConfig({}).supportWhatsAppUrl).toBeUndefined();
  });

  it("refuses a support WhatsApp link that is not a chat with a number, naming the variable", () => {
    for (const value of [
      "https://whatsapp.com/channel/keepgazaconnected",
      "https://wa.me/+970599123456",
      "https://wa.me/970 599 123 456",
      "http://wa.me/970599123456",
      "https://wa.me/970599123456?text=hi",
      "javascript:alert(1)",
    ]) {
      expect(() => parseConfig({ KGC_SUPPORT_WHATSAPP_URL: value }), value).toThrow(
        /KGC_SUPPORT_WHATSAPP_URL: must be a WhatsApp chat link/,
      );
    }
  });

  it("fails naming the variable for a javascript: URL", () => {
    expect(() => parseConfig({ KGC_DONATE_URL: "javascript:alert(1)" })).toThrow(/KGC_DONATE_URL: must be an absolute http: or https: URL/);
  });

  it("fails naming the variable for a relative or non-http URL", () => {
    expect(() => parseConfig({ KGC_INSTAGRAM_URL: "instagram.com/x" })).toThrow(/KGC_INSTAGRAM_URL/);
    expect(() => parseConfig({ KGC_UPLOAD_FORM_URL_FR: "ftp://files.example.org" })).toThrow(/KGC_UPLOAD_FORM_URL_FR/);
  });

  it("fails naming the variable for a malformed partner list", () => {
    expect(() => parseConfig({ KGC_PARTNERS: "[{name: broken" })).toThrow(/KGC_PARTNERS: must be a JSON array/);
    expect(() => parseConfig({ KGC_PARTNERS: '[{"name":"A","logo":"/a.svg","url":"javascript:x"}]' })).toThrow(/KGC_PARTNERS/);
  });

  it("rejects a partner logo that is neither a site path nor a web address", () => {
    expect(() => parseConfig({ KGC_PARTNERS: '[{"name":"A","logo":"javascript:x","url":"https://a.example.org"}]' })).toThrow(
      /KGC_PARTNERS/,
    );
  });

  it("lists the hosts of partner logos kept elsewhere", () => {
    const config = parseConfig({
      KGC_PARTNERS:
        '[{"name":"A","logo":"https://cdn.example.org/a.svg","url":"https://a.example.org"},{"name":"B","logo":"/b.svg","url":"https://b.example.org"}]',
    });
    expect(imageOrigins(config)).toEqual(["https://cdn.example.org"]);
  });

  it("has no fiscal sponsor unless the team sets one, and nothing empty when set to blanks", () => {
    expect(parseConfig({}).fiscalSponsor).toBeUndefined();
    expect(parseConfig({ KGC_FISCAL_SPONSOR_NAME: " ", KGC_FISCAL_SPONSOR_EIN: "" }).fiscalSponsor).toBeUndefined();
  });

  it("reads the fiscal sponsor's name, with or without its US tax ID", () => {
    expect(parseConfig({ KGC_FISCAL_SPONSOR_NAME: " Open Hands Fund ", KGC_FISCAL_SPONSOR_EIN: "12-3456789" }).fiscalSponsor).toEqual({
      name: "Open Hands Fund",
      ein: "12-3456789",
    });
    expect(parseConfig({ KGC_FISCAL_SPONSOR_NAME: "Open Hands Fund" }).fiscalSponsor).toEqual({ name: "Open Hands Fund", ein: undefined });
  });

  it("fails naming the variable for a tax ID not written NN-NNNNNNN", () => {
    for (const ein of ["123456789", "12-345678", "1-23456789", "AB-3456789", "12-3456789 "]) {
      const env = { KGC_FISCAL_SPONSOR_NAME: "Open Hands Fund", KGC_FISCAL_SPONSOR_EIN: `${ein}x` };
      expect(() => parseConfig(env), ein).toThrow(/KGC_FISCAL_SPONSOR_EIN: must be a US tax ID \(EIN\) written NN-NNNNNNN/);
    }
  });

  it("fails when the tax ID is set without the sponsor's name", () => {
    expect(() => parseConfig({ KGC_FISCAL_SPONSOR_EIN: "12-3456789" })).toThrow(/KGC_FISCAL_SPONSOR_EIN: needs KGC_FISCAL_SPONSOR_NAME/);
  });

  it("accepts a well-formed partner list", () => {
    const partners = parseConfig({
      KGC_PARTNERS: '[{"name":"Clinic","logo":"/partners/clinic.svg","url":"https://clinic.example.org"}]',
    }).partners;
    expect(partners).toEqual([{ name: "Clinic", logo: "/partners/clinic.svg", url: "https://clinic.example.org" }]);
  });

  it("names every bad variable at once", () => {
    expect(() => parseConfig({ KGC_DONATE_URL: "nope", KGC_X_URL: "javascript:void(0)" })).toThrow(/KGC_DONATE_URL[\s\S]*KGC_X_URL/);
  });
});

describe("formOrigins", () => {
  it("lists each configured form origin once", () => {
    const config = parseConfig({
      KGC_CONTACT_FORM_URL_EN: "https://forms.example.org/contact-en",
      KGC_CONTACT_FORM_URL_AR: "https://forms.example.org/contact-ar",
      KGC_UPLOAD_FORM_URL_EN: "https://upload.example.net/qr",
      KGC_NEWSLETTER_SCRIPT_URL_EN: "https://news.example.com/form/abc.js",
    });
    expect(formOrigins(config)).toEqual({
      frame: ["https://forms.example.org", "https://upload.example.net"],
      script: ["https://news.example.com"],
    });
  });
});
