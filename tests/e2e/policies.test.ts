// The four policies in every locale: the same numbered sections as English, the key figures of
// the specification, working anchors and cross-links, reading without JavaScript, no second
// download of the text on a first visit, and a clean print.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type Locale, locales, localizePath } from "../../src/lib/locale.js";
import { policyPaths } from "../../src/lib/pages.js";
import { newContext, setUpSite } from "./support";

const site = setUpSite();

async function open(url: string, javaScriptEnabled = true) {
  const context = await newContext(site.browser, site.origin, { javaScriptEnabled });
  const page = await context.newPage();
  const response = await page.goto(url);
  return { context, page, response };
}

/** The numbered section headings' anchors, in order. */
const sectionIds = (page: Page) =>
  page.locator("article h2[id]").evaluateAll((hs) => hs.map((h) => `${h.id}:${h.textContent?.match(/^\d+/)?.[0]}`));

/** The policy's sentences: paragraphs, list items and table cells, not its headings (whose section numbers would match any small number). */
const articleText = async (page: Page) => (await page.locator("article :is(p, li, td)").allTextContents()).join("\n");

/** The effective date as each language writes it, by hand. */
const effectiveDate: Record<Locale, string> = { en: "July 18, 2025", fr: "18 juillet 2025", tr: "18 Temmuz 2025", ar: "18 تموز 2025" };

describe("every policy has the English sections in every locale", () => {
  for (const path of policyPaths) {
    it(path, async () => {
      const english = await open(path, false);
      const expected = await sectionIds(english.page);
      expect(expected.length).toBeGreaterThan(5);
      expect(expected.map((id) => id.split(":")[1])).toEqual(expected.map((_, i) => String(i + 1)));
      await english.context.close();
      for (const locale of locales.filter((l) => l !== "en")) {
        const { page, context } = await open(localizePath(path, locale), false);
        expect([locale, await sectionIds(page)]).toEqual([locale, expected]);
        await context.close();
      }
    });
  }
  it("the partner policy has sections 1 to 12", async () => {
    const { page, context } = await open("/partner-policy", false);
    expect((await sectionIds(page)).map((id) => id.split(":")[1])).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
    await context.close();
  });
});

const figure = (value: string) => new RegExp(`(^|[^\\d])${value.replace("+", "\\+?")}([^\\d]|$)`);

describe.each(locales)("key figures in %s", (locale: Locale) => {
  it("the distribution policy states the subscription, eligibility and renewal figures", async () => {
    const { page, context } = await open(localizePath("/distribution-policy", locale), false);
    const text = await articleText(page);
    for (const value of ["7", "15", "30", "23", "3", "10", "5", "45", "100", "972", "970"]) {
      expect([locale, value, figure(value).test(text)]).toEqual([locale, value, true]);
    }
    expect(text).toMatch(/\+972/);
    expect(text).toMatch(/\+970/);
    await context.close();
  });

  it("the terms and the privacy policy are effective July 18, 2025, written the locale's way", async () => {
    for (const path of ["/terms-of-service", "/privacy-policy"]) {
      const { page, context } = await open(localizePath(path, locale), false);
      expect(await page.locator("main").textContent()).toContain(effectiveDate[locale]);
      await context.close();
    }
  });
});

describe("links", () => {
  it("every in-page anchor and cross-link of every policy resolves", async () => {
    for (const locale of locales) {
      for (const path of policyPaths) {
        const { page, context } = await open(localizePath(path, locale), false);
        const ids = new Set(await page.locator("[id]").evaluateAll((els) => els.map((el) => el.id)));
        const hrefs = await page.locator("main a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
        const prefix = locale === "en" ? "" : `/${locale}`;
        for (const href of hrefs) {
          if (href.startsWith("#")) expect([path, href, ids.has(href.slice(1))]).toEqual([path, href, true]);
          else if (href.startsWith("/")) {
            const [target = "", hash] = href.split("#");
            // A link to a page in the policy's own language: unprefixed in English, /fr/… in French.
            const linkLocale = locales.find((l) => l !== "en" && (target === `/${l}` || target.startsWith(`/${l}/`))) ?? "en";
            expect([href, linkLocale]).toEqual([href, locale]);
            const response = await context.request.get(target);
            expect([href, response.status()]).toEqual([href, 200]);
            if (hash) expect([href, (await response.text()).includes(`id="${hash}"`)]).toEqual([href, true]);
          } else expect(href).toMatch(/^https:\/\//);
        }
        expect(hrefs.some((href) => href.startsWith(`${prefix}/contact`))).toBe(true);
        await context.close();
      }
    }
  });

  it("the table of contents jumps to its section", async () => {
    const { page, context } = await open("/fr/partner-policy");
    const entry = page.getByRole("navigation", { name: "Sur cette page" }).getByRole("link").nth(9);
    const href = (await entry.getAttribute("href")) ?? "";
    await entry.click();
    expect(new URL(page.url()).hash).toBe(href);
    await expect.poll(() => page.locator(href).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    await context.close();
  });
});

describe("loading", () => {
  it("a first visit does not download the policy text again as JavaScript, and hydrates cleanly", async () => {
    const context = await newContext(site.browser, site.origin);
    const page = await context.newPage();
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/ar/privacy-policy");
    await page.locator("header button[aria-haspopup=listbox]").waitFor();
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => url.includes("/assets/content-"))).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.locator("article h2").count()).toBeGreaterThan(5);
    await context.close();
  });

  it("navigating from one policy to another brings the other's text, in its locale only", async () => {
    const { page, context } = await open("/tr/terms-of-service");
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await page.locator("header button[aria-haspopup=listbox]").waitFor();
    const before = await sectionIds(page);
    await page.getByRole("complementary").getByRole("link", { name: "Ortaklık Politikası" }).click();
    await page.waitForURL("**/tr/partner-policy");
    await expect.poll(async () => (await sectionIds(page)).join()).not.toBe(before.join());
    expect((await sectionIds(page)).length).toBe(12);
    expect(scripts.filter((path) => path.startsWith("/assets/content-"))).toEqual([
      expect.stringMatching(/^\/assets\/content-tr-partner-policy-/),
    ]);
    await context.close();
  });

  it("prints the policy without the site's chrome", async () => {
    const { page, context } = await open("/privacy-policy");
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("header").first().isVisible()).toBe(false);
    expect(await page.locator("footer").isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "On this page" }).isVisible()).toBe(false);
    expect(await page.locator("article").isVisible()).toBe(true);
    await context.close();
  });
});
