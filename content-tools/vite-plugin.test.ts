// The Vite plugin's compilers, on the fixture site (test-support/site/, its README lists its values):
// its figures (1,234 eSIMs and 56,789 people since March 2024), its plans (alpha and beta), its
// policy date (the terms, 2024-02-29) and its new-tab words ("(nouvel onglet)"...). The real content
// is only compiled whole, at the end, for no value: an editor who changes a figure, a plan or a date
// in /admin changes nothing here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import { collections, fileOf, pageCollections } from "#model/collections.ts";
import { parseConfig } from "#model/config/schema.ts";
import { locales } from "#model/locales.ts";
import type { Html, PlanText, TravelText } from "#model/page-text/types.ts";
import { compilePolicy, compileText, contentPlugin } from "./vite-plugin.ts";

const config = parseConfig({
  KGC_REQUEST_SITE_URL: "https://request.example.org",
  KGC_TRAVEL_STORE_URL: "https://travel.example.org",
  KGC_DONATE_URL: "https://donate.example.org",
});
const root = new URL("./test-support/site/", import.meta.url).pathname;

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
    expect(lead).toBe('<p class="my-4">Intro paragraph.</p>\n');
    expect(sections.map(({ id, heading }) => [id, heading])).toEqual([
      ["eligibility", "1. Who may apply"],
      ["renewals", "2. Renewals"],
    ]);
    expect(sections[1]?.html).toContain('<strong class="font-semibold">3 days</strong>');
  });

  it("resolves link parameters and localizes site links", () => {
    const html = compilePolicy(policy, "distribution-policy", "ar", config, root)
      .sections.map((section) => section.html)
      .join("");
    expect(html).toContain(
      '<a href="https://request.example.org" class="rich-link" target="_blank" rel="noopener noreferrer">services website<span class="sr-only"> (تبويب جديد)</span></a>',
    );
    expect(html).toContain('href="https://travel.example.org"');
    expect(html).toContain('<a href="/ar/distribution-policy" class="rich-link" data-site-link="/distribution-policy">');
    expect(html).toContain('<a href="/ar/contact" class="rich-link" data-site-link="/contact">');
    expect(html).toContain('<a href="#renewals" class="rich-link">section 2</a>');
  });

  it("gives the effective date of content/data/policies.yaml, and none to a policy without one", () => {
    expect(compilePolicy(policy, "terms-of-service", "tr", config, root).effective).toBe("2024-02-29");
    expect(compilePolicy(policy, "partner-policy", "tr", config, root)).not.toHaveProperty("effective");
  });

  it("rejects a malformed heading, a section out of order, an unknown link parameter and a link to another host", () => {
    const top = "---\ntitle: T\ndescription: D\nheading: H\nintro: I\n---\n";
    const compile = (body: string) => () => compilePolicy(`${top}${body}`, "terms-of-service", "en", config, root);
    expect(compile("## Eligibility\n")).toThrow(/a section heading must read/);
    expect(compile("## 2. Two {#two}\n")).toThrow(/out of order/);
    expect(compile("## 1. One {#one}\n[x](fooLink)\n")).toThrow(/unknown link parameter "fooLink"/);
    // What `npm run dev` compiles without validating first.
    expect(compile("## 1. One {#one}\n[x](//evil.example/x)\n")).toThrow(/links to "\/\/evil\.example\/x", which is not a page/);
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
      'Buy in our <a href="https://travel.example.org" class="rich-link" target="_blank" rel="noopener noreferrer">store<span class="sr-only"> (nouvel onglet)</span></a>. <strong class="font-semibold">100%</strong> of the profit helps.',
    ]);
    expect(text.why.items).toEqual([
      {
        title: "Digital",
        body: 'No card, see <a href="/fr/donate#in-kind" class="rich-link" data-site-link="/donate" data-hash="in-kind">the steps</a>.',
      },
    ]);
    expect(text.about.heading).toBe("About");
  });

  it("fills the figures and the sample plans from content/data, formatted for the locale", () => {
    const text = compileText(travel, pageCollections.travel, "tr", config, root);
    expect(text.impact.paragraphs).toEqual(["Since Mart 2024, over 1.234 eSIMs and 56.789 people."]);
    expect(text.samplePlans).toEqual([
      { id: "alpha", name: "Alfa", price: "9 $", data: "3 GB", validity: "1 gün" },
      { id: "beta", name: "Beta", price: "2 $", data: "12 GB", validity: "15 gün" },
    ]);
  });

  it("gives the donate page's step 1 the same plans, from the same data, in the locale's plural forms", () => {
    const donate = readFileSync(join(root, "content/pages/ar/donate.md"), "utf8");
    const text = compileText(donate, pageCollections.donate, "ar", config, root);
    expect(text.samplePlans).toEqual([
      { id: "alpha", name: "ألفا", price: "9 دولارات", data: "3 غيغابايت", validity: "يوم واحد" },
      { id: "beta", name: "بيتا", price: "دولاران", data: "12 غيغابايت", validity: "15 يومًا" },
    ]);
  });
});

describe("the real content", () => {
  const repo = new URL("../", import.meta.url).pathname;

  it("compiles, every file of every collection in every language, each module naming its file", () => {
    const plugin = contentPlugin(config);
    (plugin.configResolved as (resolved: { root: string }) => void)({ root: repo });
    const transform = plugin.transform as (this: object, source: string, id: string) => { code: string };
    const context = { addWatchFile() {}, error: (message: string) => expect.fail(message) };
    const named: string[] = [];
    for (const collection of collections) {
      if (!collection.perLocale) continue;
      for (const name of collection.names)
        for (const locale of locales) {
          const file = join(repo, fileOf(collection, locale, name));
          const module = JSON.parse(
            transform.call(context, readFileSync(file, "utf8"), file).code.replace(/^export default (.*);$/s, "$1"),
          );
          if (module[collection.compiledAs] !== name) named.push(`${file}: ${module[collection.compiledAs]}`);
        }
    }
    expect(named).toEqual([]);
  });
});
