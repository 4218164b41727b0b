// The content pages as a visitor meets them: the donation journeys, the outbound links, the key
// facts in every locale, and no English left on a French, Turkish or Arabic page.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config/schema.ts";
import { type Locale, locales, localizePath } from "../../src/lib/locale.js";
import { pagePaths, policyPaths } from "../../src/lib/pages.js";
import { messages, newContext, pageText, setUpSite } from "./support";

// The test build uses the defaults (no environment), so these are the addresses on its pages.
const config = parseConfig({});
const site = setUpSite();

async function open(url: string, options: Parameters<typeof newContext>[2] = {}) {
  const context = await newContext(site.browser, site.origin, options);
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

/** An outbound link opens in a new tab, safely, and says so to screen readers. */
async function expectOutbound(scope: Pick<Locator, "getByRole">, name: string | RegExp, href: string) {
  const link = scope.getByRole("link", { name }).first();
  expect(await link.getAttribute("href")).toBe(href);
  expect(await link.getAttribute("target")).toBe("_blank");
  expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
}

describe("journeys", () => {
  it("donates in kind: home, donate, step 2, upload (with JavaScript, client-side)", async () => {
    const { page, close } = await open("/");
    const en = messages("en");
    await page.getByRole("main").getByRole("link", { name: en.home_donate_cta, exact: true }).click();
    await page.waitForURL("**/donate");
    await expect.poll(() => h1(page)).toBe(pageText("en", "/donate").heading);
    const inKind = page.locator("#in-kind");
    expect(await inKind.getByRole("link", { name: /Egypt/ }).getAttribute("href")).toBe(config.storeUrls.egypt);
    expect(await inKind.getByRole("link", { name: /Israel/ }).getAttribute("href")).toBe(config.storeUrls.israel);
    expect(await inKind.getByRole("link", { name: /limit-flex/ }).getAttribute("href")).toBe(config.storeUrls.regional);
    await inKind.getByRole("link", { name: /Upload your QR code/ }).click();
    await page.waitForURL("**/upload");
    await expect.poll(() => h1(page)).toBe(pageText("en", "/upload").heading);
    const crumbs = page.getByRole("navigation", { name: en.breadcrumb_label });
    expect(await crumbs.getByRole("listitem").allTextContents()).toEqual([en.nav_home, en.nav_donate, pageText("en", "/upload").heading]);
    await close();
  });

  it("donates in kind in Arabic without JavaScript", async () => {
    const { page, close } = await open("/ar/donate", { javaScriptEnabled: false });
    await page.locator("#in-kind").getByRole("link", { name: /QR/ }).click();
    await page.waitForURL("**/ar/upload");
    expect(await h1(page)).toBe(pageText("ar", "/upload").heading);
    await close();
  });

  it("the cash donation button leads to the donation page", async () => {
    const { page, close } = await open("/donate");
    await expectOutbound(page, /Donate now/, config.donateUrl);
    await close();
  });

  it("the travel page leads to the storefront", async () => {
    const { page, close } = await open("/travel");
    const buttons = page.getByRole("link", { name: /Explore eSIMs Now/ });
    expect(await buttons.count()).toBeGreaterThanOrEqual(2);
    await expectOutbound(page, /Explore eSIMs Now/, config.travelStoreUrl);
    await close();
  });

  it("every way to request an eSIM leads to the request site", async () => {
    for (const locale of locales) {
      const text = messages(locale);
      const { page, close } = await open(localizePath("/", locale));
      await expectOutbound(page.getByRole("banner"), text.nav_request_site, config.requestSiteUrl);
      await expectOutbound(page.getByRole("main"), text.home_request_cta, config.requestSiteUrl);
      await close();
    }
    const { page, close } = await open("/contact");
    await expectOutbound(page, /Are you in Gaza\?/, config.requestSiteUrl);
    await close();
  });

  it("the contact page has the newsletter card, the social channels and the contact form's place", async () => {
    const { page, close } = await open("/contact#newsletter");
    const en = messages("en");
    expect(await page.locator("#newsletter").getByRole("heading").first().isVisible()).toBe(true);
    for (const [name, href] of [
      [en.social_instagram, config.social.instagram],
      [en.social_facebook, config.social.facebook],
      [/X \(Twitter\)/, config.social.x],
      [en.social_whatsapp, config.social.whatsapp],
      [en.social_linkedin, config.social.linkedin],
    ] as const) {
      await expectOutbound(page.getByRole("main"), name, href ?? "");
    }
    expect(await page.getByRole("main").getByRole("link", { name: en.social_newsletter }).getAttribute("href")).toBe("#newsletter");
    await close();
  });
});

// The figures and prices as a reader of each language expects them, written out by hand.
const expected: Record<Locale, { figures: string[]; prices: string[]; data: string }> = {
  en: { figures: ["50,000", "200,000"], prices: ["$60", "$40", "$38"], data: "20 GB" },
  fr: { figures: ["50\u202f000", "200\u202f000"], prices: ["60\u00a0$\u00a0US", "40\u00a0$\u00a0US", "38\u00a0$\u00a0US"], data: "20 Go" },
  tr: { figures: ["50.000", "200.000"], prices: ["$60", "$40", "$38"], data: "20 GB" },
  ar: { figures: ["50,000", "200,000"], prices: ["60 دولارًا", "40 دولارًا", "38 دولارًا"], data: "20 غيغابايت" },
};

describe.each(locales)("key facts in %s", (locale: Locale) => {
  it("home and about show the two figures written the locale's way", async () => {
    for (const path of ["/", "/about"]) {
      const { page, close } = await open(localizePath(path, locale), { javaScriptEnabled: false });
      const text = (await page.getByRole("main").textContent()) ?? "";
      for (const figure of expected[locale].figures) expect(text).toContain(figure);
      await close();
    }
  });

  it("travel shows the three sample plans with their prices", async () => {
    const { page, close } = await open(localizePath("/travel", locale), { javaScriptEnabled: false });
    const text = (await page.getByRole("main").textContent()) ?? "";
    for (const price of expected[locale].prices) expect(text).toContain(price);
    expect(text).toContain(expected[locale].data);
    await close();
  });

  it("donate states the fiscal sponsor and the tax rules", async () => {
    const { page, close } = await open(localizePath("/donate", locale), { javaScriptEnabled: false });
    expect((await page.getByRole("main").textContent()) ?? "").toMatch(/501\(c\)\(3\)/);
    await close();
  });

  it("the policies index lists the four policies", async () => {
    const { page, close } = await open(localizePath("/policies", locale), { javaScriptEnabled: false });
    const titles = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(titles).toEqual(policyPaths.map((path) => pageText(locale, path).heading));
    await close();
  });
});

/** Sentences of a page's main content, long enough to be unmistakably English if found elsewhere. */
async function sentences(page: Page) {
  // innerText, not textContent: it follows the layout, so paragraphs and list items stay apart.
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, on purpose (see above).
  const text = (await page.getByRole("main").innerText()) ?? "";
  return text
    .split(/\n|(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 30 && !/^https?:/.test(s));
}

describe("no English left on translated pages", () => {
  for (const path of pagePaths) {
    it(path, async () => {
      const english = await open(path, { javaScriptEnabled: false });
      const englishSentences = await sentences(english.page);
      await english.close();
      expect(englishSentences.length).toBeGreaterThan(2);
      for (const locale of ["fr", "tr", "ar"] as const) {
        const { page, close } = await open(localizePath(path, locale), { javaScriptEnabled: false });
        // biome-ignore lint/performance/useDomNodeTextContent: visible text only, laid out.
        const text = (await page.locator("body").innerText()) ?? "";
        const leftovers = englishSentences.filter((sentence) => text.includes(sentence));
        expect([locale, leftovers]).toEqual([locale, []]);
        if (locale === "ar") {
          const letters =
            text.replace(/Keep Gaza Connected|eSIM|QR|501\(c\)\(3\)|limit-flex|US\$|WhatsApp|Slack/g, "").match(/\p{L}/gu) ?? [];
          const arabic = letters.filter((letter) => /\p{Script=Arabic}/u.test(letter));
          expect(arabic.length / letters.length).toBeGreaterThan(0.9);
        }
        await close();
      }
    });
  }
});
