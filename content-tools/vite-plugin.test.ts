import { readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import { pageCollections } from "../model/collections.ts";
import { parseConfig } from "../model/config/schema.ts";
import type { Html, PlanText, TravelText } from "../model/page-text/types.ts";
import { compilePolicy, compileText } from "./vite-plugin.ts";

const config = parseConfig({
  KGC_REQUEST_SITE_URL: "https://request.example.org",
  KGC_TRAVEL_STORE_URL: "https://travel.example.org",
  KGC_DONATE_URL: "https://donate.example.org",
});
const root = new URL("../", import.meta.url).pathname;
/** The screen-reader words after a link that opens a new tab, in a locale. */
const newTab = (locale: string) => JSON.parse(readFileSync(`${root}messages/${locale}.json`, "utf8")).opens_new_tab;

const policy = `---
title: Who may apply
description: The rules.
heading: Who may apply
intro: Read this first.
---

Intro paragraph.

## 1. Who may apply {#eligibility}

Apply on the [services website](servicesLink) or buy a [travel eSIM](travelLink).
See the [distribution policy](distributionPolicyLink), [section 2](#renewals) and [contact us](/contact).

## 2. Renewals {#renewals}

- From **3 days** before expiry.
`;

describe("compilePolicy", () => {
  it("numbers the sections and anchors them, the opening paragraphs apart, as data for PolicyBody", () => {
    const { lead, sections, heading, intro } = compilePolicy(policy, "distribution-policy", "fr", config, root);
    expect([heading, intro]).toEqual(["Who may apply", "Read this first."]);
    expect(lead).toBe("<p>Intro paragraph.</p>\n");
    expect(sections.map(({ id, heading }) => [id, heading])).toEqual([
      ["eligibility", "1. Who may apply"],
      ["renewals", "2. Renewals"],
    ]);
    expect(sections[1]?.html).toContain("<strong>3 days</strong>");
  });

  it("resolves link parameters and localizes site links", () => {
    const html = compilePolicy(policy, "distribution-policy", "ar", config, root)
      .sections.map((section) => section.html)
      .join("");
    expect(html).toContain(
      `<a href="https://request.example.org" target="_blank" rel="noopener noreferrer">services website<span class="sr-only"> ${newTab("ar")}</span></a>`,
    );
    expect(html).toContain('href="https://travel.example.org"');
    expect(html).toContain('<a href="/ar/distribution-policy">');
    expect(html).toContain('<a href="/ar/contact">');
    expect(html).toContain('<a href="#renewals">section 2</a>');
  });

  it("gives the effective date of content/data/policies.yaml, and none to a policy without one", () => {
    expect(compilePolicy(policy, "terms-of-service", "tr", config, root).effective).toBe("2025-07-18");
    expect(compilePolicy(policy, "partner-policy", "tr", config, root)).not.toHaveProperty("effective");
  });

  it("rejects a malformed heading, a section out of order and an unknown link target", () => {
    const top = "---\ntitle: T\ndescription: D\nheading: H\nintro: I\n---\n";
    const compile = (body: string) => () => compilePolicy(`${top}${body}`, "terms-of-service", "en", config, root);
    expect(compile("## Eligibility\n")).toThrow(/a section heading must read/);
    expect(compile("## 2. Two {#two}\n")).toThrow(/out of order/);
    expect(compile("## 1. One {#one}\n[x](fooLink)\n")).toThrow(/unknown link target "fooLink"/);
  });
});

describe("compileText", () => {
  const travel = `---
page: travel
title: Travel
description: Travel eSIMs.
heading: Travel eSIMs
intro: Stay online.
about: { heading: About, paragraphs: ["Buy in our [store](travelLink). **100%** of the profit helps."] }
why: { heading: Why, items: [{ title: Digital, body: "No card, see [the steps](/donate#in-kind)." }] }
impact: { heading: Impact, paragraphs: ["Since {counting_since}, over {esims_distributed} eSIMs and {people_connected} people."] }
plans: { heading: Plans, intro: Examples., note: In US dollars. }
howItWorks: { heading: How, steps: [Open the store.] }
ready: { heading: Ready?, paragraphs: [Go.], cta: Explore }
---
`;

  it("is typed from the page's schema and what its entry adds: what its component reads, with no cast", () => {
    type Travel = ReturnType<typeof compileText<typeof pageCollections.travel>>;
    expectTypeOf<Travel>().toExtend<TravelText>();
    expectTypeOf<Travel["about"]["paragraphs"]>().toEqualTypeOf<Html[]>();
    expectTypeOf<Travel["plans"]["heading"]>().toEqualTypeOf<string>();
    expectTypeOf<Travel["samplePlans"]>().toEqualTypeOf<PlanText[]>();
    expectTypeOf<Travel>().not.toHaveProperty("figures");
  });

  it("compiles Markdown fields to HTML with styled links, and keeps plain fields as written", () => {
    const text = compileText(travel, pageCollections.travel, "fr", config, root);
    expect(text.about.paragraphs).toEqual([
      `Buy in our <a href="https://travel.example.org" class="rich-link" target="_blank" rel="noopener noreferrer">store<span class="sr-only"> ${newTab("fr")}</span></a>. <strong class="font-semibold">100%</strong> of the profit helps.`,
    ]);
    expect(text.why.items).toEqual([
      { title: "Digital", body: 'No card, see <a href="/fr/donate#in-kind" class="rich-link">the steps</a>.' },
    ]);
    expect(text.about.heading).toBe("About");
  });

  it("fills the figures and the sample plans from content/data, formatted for the locale", () => {
    const text = compileText(travel, pageCollections.travel, "tr", config, root);
    expect(text.impact.paragraphs).toEqual(["Since Ekim 2023, over 50.000 eSIMs and 200.000 people."]);
    expect(text.samplePlans).toEqual([
      { id: "egypt", name: "Mısır", price: "60\u00a0$", data: "20 GB", validity: "30 gün" },
      { id: "israel", name: "İsrail", price: "40\u00a0$", data: "20 GB", validity: "30 gün" },
      { id: "regional", name: "Bölgesel Orta Doğu paketi", price: "38\u00a0$", data: "5 GB", validity: "30 gün" },
    ]);
  });

  it("gives the donate page's step 1 the same plans, from the same data", () => {
    const donate = readFileSync(`${root}content/pages/ar/donate.md`, "utf8");
    const text = compileText(donate, pageCollections.donate, "ar", config, root);
    expect(text.samplePlans.map(({ id, name, price }) => ({ id, name, price }))).toEqual([
      { id: "egypt", name: "مصر", price: "60 دولارًا" },
      { id: "israel", name: "إسرائيل", price: "40 دولارًا" },
      { id: "regional", name: "باقة الشرق الأوسط الإقليمية", price: "38 دولارًا" },
    ]);
  });
});
