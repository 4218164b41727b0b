import { describe, expect, it } from "vitest";
import { parseConfig } from "./schema.ts";
import { unsetFeatures } from "./unset-features.ts";

describe("what the build says is not configured", () => {
  it("names the upload form first when nothing is set: donors would be told in-kind giving is closed", () => {
    expect(unsetFeatures(parseConfig({}))).toEqual([
      "KGC_UPLOAD_FORM_URL_EN (the form of every locale without its own) not set: in every locale, /donate says the upload form is closed and /upload has no form: in-kind donations cannot be taken.",
      "KGC_CONTACT_FORM_URL_EN (the form of every locale without its own) not set: in every locale, /contact has no contact form (partners and support are sent to the other channels).",
      "KGC_NEWSLETTER_SCRIPT_URL_EN (the form of every locale without its own) not set: in every locale, /contact#newsletter has no sign-up form.",
      'KGC_SUPPORT_WHATSAPP_URL not set: the guides\' "contact support" links lead to /contact.',
    ]);
  });

  it("names only the locales left without a form when some have their own", () => {
    const config = parseConfig({
      KGC_UPLOAD_FORM_URL_AR: "https://forms.example.org/upload-ar",
      KGC_UPLOAD_FORM_URL_FR: "https://forms.example.org/upload-fr",
      KGC_CONTACT_FORM_URL_EN: "https://forms.example.org/contact",
      KGC_NEWSLETTER_SCRIPT_URL_EN: "https://forms.example.org/form/abc.js",
      KGC_SUPPORT_WHATSAPP_URL: "https://wa.me/970599000000",
    });
    expect(unsetFeatures(config)).toEqual([
      "KGC_UPLOAD_FORM_URL_EN (the form of every locale without its own) not set: in en, tr, /donate says the upload form is closed and /upload has no form: in-kind donations cannot be taken.",
    ]);
  });

  it("says nothing when the English forms and the support chat are set", () => {
    const config = parseConfig({
      KGC_UPLOAD_FORM_URL_EN: "https://forms.example.org/upload",
      KGC_CONTACT_FORM_URL_EN: "https://forms.example.org/contact",
      KGC_NEWSLETTER_SCRIPT_URL_EN: "https://forms.example.org/form/abc.js",
      KGC_SUPPORT_WHATSAPP_URL: "https://wa.me/970599000000",
    });
    expect(unsetFeatures(config)).toEqual([]);
  });
});
