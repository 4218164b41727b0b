// The four policies in every locale: the same numbered sections as English, the key figures of
// the specification, working anchors and cross-links, reading without JavaScript, no second
// download of the text on a first visit, and a clean print.
import type { Page } from "@playwright/test";
import { type Locale, locales, localizePath } from "#model/locales.ts";
import { policyPaths } from "#model/pages.ts";
import { appStartedProbe, expect, test } from "./playwright-utils.ts";
import { messages } from "./support.ts";

/** The numbered section headings' anchors, in order. */
const sectionIds = (page: Page) =>
  page.locator("article h2[id]").evaluateAll((hs) => hs.map((h) => `${h.id}:${h.textContent?.match(/^\d+/)?.[0]}`));

/** The policy's sentences: paragraphs, list items and table cells, not its headings (whose section numbers would match any small number). */
const articleText = async (page: Page) => (await page.locator("article :is(p, li, td)").allTextContents()).join("\n");

/** The test copy's effective date (2024-03-05, tests/e2e/fixtures/site-data.ts) as each language writes it, by hand. */
const effectiveDate: Record<Locale, string> = { en: "March 5, 2024", fr: "5 mars 2024", tr: "5 Mart 2024", ar: "5 آذار 2024" };

/** SPEC.md §4: misuse *leads to* termination of any active eSIM (not "we may"), in each language, by hand. */
const misuseLeadsTo: Record<Locale, string> = {
  en: "Misuse of the service leads to",
  fr: "Toute utilisation abusive du service entraîne",
  // Turkish states both consequences as facts after "in case of misuse" (turkish.md §3.5): "…is terminated immediately".
  tr: "elinizdeki aktif eSIM derhal sonlandırılır",
  ar: "تؤدي إساءة استخدام الخدمة إلى",
};

const figure = (value: string) => new RegExp(`(^|[^\\d])${value.replace("+", "\\+?")}([^\\d]|$)`);

const languageButton = appStartedProbe;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("every policy has the English sections in every locale", () => {
    for (const path of policyPaths) {
      test(path, async ({ page }) => {
        await page.goto(path);
        const expected = await sectionIds(page);
        expect(expected.length).toBeGreaterThan(5);
        expect(expected.map((id) => id.split(":")[1])).toEqual(expected.map((_, i) => String(i + 1)));
        for (const locale of locales.filter((l) => l !== "en")) {
          await page.goto(localizePath(path, locale));
          expect([locale, await sectionIds(page)]).toEqual([locale, expected]);
        }
      });
    }

    test("the partner policy has sections 1 to 12", async ({ page }) => {
      await page.goto("/partner-policy");
      expect((await sectionIds(page)).map((id) => id.split(":")[1])).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
    });
  });

  for (const locale of locales) {
    test.describe(`key figures in ${locale}`, () => {
      // The test copy: its policy dates are the tests' own (tests/e2e/fixtures/site-data.ts).
      test.use({ distDir: ".tmp/dist-fixtures" });
      test("the distribution policy states the subscription, eligibility and renewal figures", async ({ page }) => {
        await page.goto(localizePath("/distribution-policy", locale));
        const text = await articleText(page);
        for (const value of ["7", "15", "30", "23", "3", "10", "5", "45", "100", "972", "970"]) {
          expect([locale, value, figure(value).test(text)]).toEqual([locale, value, true]);
        }
        expect(text).toMatch(/\+972/);
        expect(text).toMatch(/\+970/);
      });

      test("the terms and the privacy policy show their effective date, written the locale's way", async ({ page }) => {
        for (const path of ["/terms-of-service", "/privacy-policy"]) {
          await page.goto(localizePath(path, locale));
          await expect(page.locator("main")).toContainText(effectiveDate[locale]);
        }
      });

      test("the partner policy ends with the way to apply, and shows no date while the team has set none", async ({ page }) => {
        await page.goto(localizePath("/partner-policy", locale));
        const last = page.locator("section", { has: page.locator("h2#termination") });
        await expect(last.locator('a[href$="/contact#partner"]')).toHaveCount(1);
        // content/data/policies.yaml leaves its date empty: no "Effective" line, not an empty one.
        const effective = messages(locale).policy_effective.split("{date}")[0]?.trim() ?? "";
        await expect(page.locator("main")).not.toContainText(effective);
      });

      test("the terms say misuse leads to the termination of any active eSIM (not 'we may')", async ({ page }) => {
        await page.goto(localizePath("/terms-of-service", locale));
        const section = page.locator("section", { has: page.locator("h2#consequences-of-misuse") });
        await expect(section).toContainText(misuseLeadsTo[locale]);
      });
    });
  }

  test("every in-page anchor and cross-link of every policy resolves", async ({ page }) => {
    for (const locale of locales) {
      for (const path of policyPaths) {
        await page.goto(localizePath(path, locale));
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
            const response = await page.request.get(target);
            expect([href, response.status()]).toEqual([href, 200]);
            if (hash) expect([href, (await response.text()).includes(`id="${hash}"`)]).toEqual([href, true]);
          } else expect(href).toMatch(/^https:\/\//);
        }
        expect(hrefs.some((href) => href.startsWith(`${prefix}/contact`))).toBe(true);
      }
    }
  });
});

test("the table of contents jumps to its section", async ({ page }) => {
  await page.goto("/fr/partner-policy");
  const entry = page.getByRole("navigation", { name: "Sur cette page" }).getByRole("link").nth(9);
  const href = (await entry.getAttribute("href")) ?? "";
  await entry.click();
  expect(new URL(page.url()).hash).toBe(href);
  await expect.poll(() => page.locator(href).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
});

test.describe("loading", () => {
  test("a first visit does not download the policy text or its layout as JavaScript, and hydrates cleanly", async ({ page }) => {
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/ar/privacy-policy");
    await expect(page.locator(languageButton)).toBeVisible();
    // Every request the first visit makes, including any the app starts after hydrating.
    await page.waitForLoadState("networkidle");
    // Neither the text nor the component that lays it out (decision 192).
    expect(scripts.filter((url) => /\/assets\/(content-|PolicyBody-)/.test(url))).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.locator("article h2").count()).toBeGreaterThan(5);
  });

  test("navigating from one policy to another brings the other's text, in its locale only", async ({ page }) => {
    await page.goto("/tr/terms-of-service");
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await expect(page.locator(languageButton)).toBeVisible();
    const before = await sectionIds(page);
    await page.getByRole("complementary").getByRole("link", { name: "Ortaklık Politikası" }).click();
    await expect(page).toHaveURL("/tr/partner-policy");
    await expect.poll(async () => (await sectionIds(page)).join()).not.toBe(before.join());
    expect((await sectionIds(page)).length).toBe(12);
    expect(scripts.filter((path) => path.startsWith("/assets/content-"))).toEqual([
      expect.stringMatching(/^\/assets\/content-tr-partner-policy-/),
    ]);
  });

  test("prints the policy without the site's chrome", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
    await expect(page.locator("article")).toBeVisible();
  });
});
