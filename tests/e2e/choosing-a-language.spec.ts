// Choosing a language: the menu, on the Node server; on every host (the server decides where a
// visitor goes), the journey of the foundation issue, the no-JavaScript links, and the browser's
// own languages on a first visit.
import type { Page } from "@playwright/test";
import { expect, forEachServer, test } from "./playwright-utils.ts";
import { pageText } from "./support.ts";

/** Opens the header's language menu and picks a language by its own name. */
async function pickLanguage(page: Page, label: string) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /English|Français|Türkçe|العربية/ })
    .click();
  await page.getByRole("option", { name: label }).click();
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

test("lists the four languages, each named in itself, and marks the current one", async ({ page }) => {
  await page.goto("/tr/about");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Türkçe/ })
    .click();
  await expect(page.getByRole("option")).toHaveText(["English", "Français", "Türkçe", "العربية"]);
  await expect(page.getByRole("option", { name: "Türkçe" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
});

forEachServer(() => {
  test.describe("a French browser", () => {
    test.use({ locale: "fr-FR" });

    test("switches /donate to Arabic, stays Arabic on reload of /donate, and stays English once English is chosen", async ({
      page,
      context,
    }) => {
      await page.goto("/fr/donate");
      await pickLanguage(page, "العربية");
      await expect(page).toHaveURL("/ar/donate");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(h1(page)).toHaveText(pageText("ar", "/donate").heading);
      expect(await page.evaluate(() => localStorage.getItem("selectedLocale"))).toBe("ar");
      const cookie = (await context.cookies()).find((c) => c.name === "PARAGLIDE_LOCALE");
      expect(cookie?.value).toBe("ar");
      expect(cookie?.path).toBe("/");
      expect(cookie && cookie.expires * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);

      await page.goto("/donate");
      expect(new URL(page.url()).pathname).toBe("/ar/donate");

      await pickLanguage(page, "English");
      await expect(page).toHaveURL("/donate");
      await expect(h1(page)).toHaveText(pageText("en", "/donate").heading);
      // The French browser is not bounced back to French.
      await page.goto("/donate");
      expect(new URL(page.url()).pathname).toBe("/donate");
      await page.reload();
      expect(new URL(page.url()).pathname).toBe("/donate");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });

  test.describe("a Turkish browser without JavaScript", () => {
    test.use({ javaScriptEnabled: false, locale: "tr-TR", extraHTTPHeaders: { "Accept-Language": "tr-TR" } });

    test("chooses with plain links, and the choice is remembered", async ({ page }) => {
      await page.goto("/travel");
      expect(new URL(page.url()).pathname).toBe("/tr/travel");
      await page.getByRole("banner").locator("summary").click();
      await page.getByRole("banner").getByRole("link", { name: "Français" }).click();
      // The Node server and nginx also remember French and clean the address; a CDN serves the
      // prefixed page as a file (docs/deploying.md).
      await expect(page).toHaveURL(/\/fr\/travel(\?locale=fr)?$/);
      await expect(h1(page)).toHaveText(pageText("fr", "/travel").heading);
      await page.getByRole("banner").locator("summary").click();
      await page.getByRole("banner").getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL("/travel");
      await page.goto("/travel");
      expect(new URL(page.url()).pathname).toBe("/travel");
      await expect(h1(page)).toHaveText(pageText("en", "/travel").heading);
    });
  });

  test.describe("an Arabic browser", () => {
    test.use({ locale: "ar-PS", extraHTTPHeaders: { "Accept-Language": "ar-PS,ar;q=0.9,en;q=0.5" } });

    test("a first visitor gets the browser's language", async ({ page }) => {
      await page.goto("/");
      expect(new URL(page.url()).pathname).toBe("/ar");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    });
  });

  test("ignores a malformed locale cookie", async ({ page, context, site }) => {
    await context.addCookies([{ name: "PARAGLIDE_LOCALE", value: "%E0%A4%A", url: site.origin }]);
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await expect(h1(page)).toHaveText(pageText("en", "/about").heading);
  });
});
