// Where a guide's "contact support" link leads: the support WhatsApp chat when the team has set one,
// the contact page in the reader's language otherwise.
import { describe, expect, it } from "vitest";
import { parseConfig } from "#model/config/schema.ts";
import { markdownRenderer } from "./markdown.ts";

const render = (locale: "en" | "ar", env: Record<string, string>) =>
  markdownRenderer({ locale, config: parseConfig(env), newTab: "(opens in a new tab)" }).inline("[Contact support](supportLink) first.");

describe("supportLink", () => {
  it("opens the support WhatsApp chat, in a new tab, when it is configured", () => {
    expect(render("ar", { KGC_SUPPORT_WHATSAPP_URL: "https://wa.me/970599123456" })).toBe(
      '<a href="https://wa.me/970599123456" class="rich-link" target="_blank" rel="noopener noreferrer">Contact support<span class="sr-only"> (opens in a new tab)</span></a> first.',
    );
  });

  it("leads to the contact page in the reader's language when no chat is configured", () => {
    expect(render("ar", {})).toBe('<a href="/ar/contact" class="rich-link" data-site-link="/contact">Contact support</a> first.');
    expect(render("en", { KGC_SUPPORT_WHATSAPP_URL: "" })).toBe(
      '<a href="/contact" class="rich-link" data-site-link="/contact">Contact support</a> first.',
    );
  });
});
