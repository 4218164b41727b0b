import { describe, expect, it } from "vitest";
import { parseConfig } from "../src/config/schema.ts";
import { parseContent } from "./content-plugin.ts";

const config = parseConfig({ KGC_REQUEST_SITE_URL: "https://request.example.org", KGC_TRAVEL_STORE_URL: "https://travel.example.org" });

const source = `Intro paragraph.

## 1. Who may apply {#eligibility}

Apply on the [services website](servicesLink) or buy a [travel eSIM](travelLink).
See the [distribution policy](distributionPolicyLink), [section 2](#renewals) and [contact us](/contact).

## 2. Renewals {#renewals}

- From **3 days** before expiry.
`;

describe("parseContent", () => {
  it("numbers the sections, anchors them and lists them in a table of contents", () => {
    const { html } = parseContent(source, "x.md", "fr", config);
    expect(html).toContain('<h2 id="eligibility">1. Who may apply</h2>');
    expect(html).toContain('<a href="#renewals">2. Renewals</a>');
    expect(html).toContain('<h2 id="toc-heading">Sur cette page</h2>');
    expect(html).toContain("<strong>3 days</strong>");
  });

  it("resolves link parameters and localizes site links", () => {
    const { html } = parseContent(source, "x.md", "ar", config);
    expect(html).toContain(
      '<a href="https://request.example.org" target="_blank" rel="noopener noreferrer">services website<span class="sr-only">',
    );
    expect(html).toContain('href="https://travel.example.org"');
    expect(html).toContain('<a href="/ar/distribution-policy">');
    expect(html).toContain('<a href="/ar/contact">');
    expect(html).toContain('<a href="#renewals">section 2</a>');
  });

  it("rejects a malformed heading, a section out of order and an unknown link target", () => {
    expect(() => parseContent("## Eligibility\n", "bad.md", "en", config)).toThrow(/bad\.md: a section heading must read/);
    expect(() => parseContent("## 2. Two {#two}\n", "bad.md", "en", config)).toThrow(/out of order/);
    expect(() => parseContent("## 1. One {#one}\n[x](fooLink)\n", "bad.md", "en", config)).toThrow(/unknown link target "fooLink"/);
  });
});
