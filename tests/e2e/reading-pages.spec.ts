// What the pages say: the key facts written each language's way, and no English left on a French,
// Turkish or Arabic page; on nginx and Cloudflare's runtime, one page per locale read without
// JavaScript at its address (what the pages are does not depend on the host: decision 090). Every
// page's reading and accessibility checks, on the Node server, are in every-page.spec.ts.
import type { Page } from "@playwright/test";
import { type Locale, locales, localizePath } from "#model/locales.ts";
import { pagePaths, policyPaths } from "#model/pages.ts";
import { expect, forEachServer, test } from "./playwright-utils.ts";
import { readPage } from "./read-page.ts";
import { pageText } from "./support.ts";

// Independent tests: the two workers share them (decision 180).
test.describe.configure({ mode: "parallel" });

forEachServer(() => {
  test.describe("a page per locale without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    for (const locale of locales) {
      const entry = { locale, path: "/about", url: localizePath("/about", locale) };
      test(`${entry.url} reads in ${locale}`, async ({ page }) => readPage(page, entry));
    }
  });
}, ["nginx", "cloudflare"]);

// The test copy's figures and prices (tests/e2e/fixtures/site-data.ts: 12345 and 67890; plans of
// 25 GB for 31 days at $61 and $42, 6 GB at $39) as a reader of each language expects them,
// written out by hand. The live figures are the team's to change in /admin (decision 201).
const expected: Record<Locale, { figures: string[]; prices: string[]; data: string; validity: string; regional: string }> = {
  en: {
    figures: ["12,345", "67,890"],
    prices: ["$61", "$42", "$39"],
    data: "25 GB",
    validity: "31 days",
    regional: "Middle East regional",
  },
  fr: {
    figures: ["12\u202f345", "67\u202f890"],
    prices: ["61\u00a0$\u00a0US", "42\u00a0$\u00a0US", "39\u00a0$\u00a0US"],
    data: "25\u00a0Go",
    validity: "31\u00a0jours",
    regional: "Forfait régional Moyen-Orient",
  },
  tr: {
    figures: ["12.345", "67.890"],
    prices: ["61\u00a0$", "42\u00a0$", "39\u00a0$"],
    data: "25 GB",
    validity: "31 gün",
    regional: "Bölgesel Orta Doğu paketi",
  },
  ar: {
    figures: ["12,345", "67,890"],
    prices: ["61 دولارًا", "42 دولارًا", "39 دولارًا"],
    data: "25 غيغابايت",
    validity: "31 يومًا",
    regional: "باقة الشرق الأوسط الإقليمية",
  },
};

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test.describe(`key facts in ${locale}`, () => {
      test.use({ distDir: ".tmp/dist-fixtures" });
      test("home and about show the two figures written the locale's way", async ({ page }) => {
        for (const path of ["/", "/about"]) {
          await page.goto(localizePath(path, locale));
          const text = (await page.getByRole("main").textContent()) ?? "";
          for (const figure of expected[locale].figures) expect(text).toContain(figure);
        }
      });

      test("travel shows the three sample plans with their prices", async ({ page }) => {
        await page.goto(localizePath("/travel", locale));
        const text = (await page.getByRole("main").textContent()) ?? "";
        for (const price of expected[locale].prices) expect(text).toContain(price);
        expect(text).toContain(expected[locale].data);
        expect(text).toContain(expected[locale].validity);
        expect(text).toContain(expected[locale].regional);
      });

      test("donate shows the store's plans as the travel page does, with their prices", async ({ page }) => {
        await page.goto(localizePath("/donate", locale));
        const text = (await page.locator("#in-kind").textContent()) ?? "";
        for (const price of expected[locale].prices) expect(text).toContain(price);
        expect(text).toContain(expected[locale].data);
        expect(text).toContain(expected[locale].regional);
        expect(text).not.toContain("limit-flex");
      });

      test("donate states the fiscal sponsor and the tax rules", async ({ page }) => {
        await page.goto(localizePath("/donate", locale));
        await expect(page.getByRole("main")).toContainText(/501\(c\)\(3\)/);
      });

      test("the policies index lists the four policies", async ({ page }) => {
        await page.goto(localizePath("/policies", locale));
        await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
          policyPaths.map((path) => pageText(locale, path).heading),
        );
      });
    });
  }

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

  test.describe("no English left on translated pages", () => {
    for (const path of pagePaths) {
      test(path, async ({ page }) => {
        await page.goto(path);
        const englishSentences = await sentences(page);
        expect(englishSentences.length).toBeGreaterThan(2);
        for (const locale of ["fr", "tr", "ar"] as const) {
          await page.goto(localizePath(path, locale));
          // biome-ignore lint/performance/useDomNodeTextContent: visible text only, laid out.
          const text = (await page.locator("body").innerText()) ?? "";
          const leftovers = englishSentences.filter((sentence) => text.includes(sentence));
          expect([locale, leftovers]).toEqual([locale, []]);
          if (locale === "ar") {
            const letters = text.replace(/Keep Gaza Connected|eSIM|QR|501\(c\)\(3\)|US\$|WhatsApp|Slack/g, "").match(/\p{L}/gu) ?? [];
            const arabic = letters.filter((letter) => /\p{Script=Arabic}/u.test(letter));
            expect(arabic.length / letters.length).toBeGreaterThan(0.9);
          }
        }
      });
    }
  });
});
