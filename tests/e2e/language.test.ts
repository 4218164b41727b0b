// Choosing a language: the journey of the foundation issue, the no-JavaScript links, and the
// browser's own languages on a first visit.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, pageText, serverKinds, setUpSite } from "./support";

for (const server of serverKinds) {
  describe(`served by ${server}`, () => {
    const site = setUpSite({ server });

    /** Opens the header's language menu and picks a language by its own name. */
    async function pickLanguage(page: Page, label: string) {
      await page
        .getByRole("banner")
        .getByRole("button", { name: /English|Français|Türkçe|العربية/ })
        .click();
      await page.getByRole("option", { name: label }).click();
    }

    const h1 = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

    it("switches /donate to Arabic, stays Arabic on reload of /donate, and stays English once English is chosen", async () => {
      const context = await newContext(site.browser, site.origin, { locale: "fr-FR" });
      const page = await context.newPage();
      await page.goto("/fr/donate");
      await pickLanguage(page, "العربية");
      await page.waitForURL("**/ar/donate");
      expect(await page.getAttribute("html", "dir")).toBe("rtl");
      expect(await h1(page)).toBe(pageText("ar", "/donate").heading);
      expect(await page.evaluate(() => localStorage.getItem("selectedLocale"))).toBe("ar");
      const cookie = (await context.cookies()).find((c) => c.name === "PARAGLIDE_LOCALE");
      expect(cookie?.value).toBe("ar");
      expect(cookie?.path).toBe("/");
      expect(cookie && cookie.expires * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);

      await page.goto("/donate");
      expect(new URL(page.url()).pathname).toBe("/ar/donate");

      await pickLanguage(page, "English");
      await page.waitForURL((url) => url.pathname === "/donate");
      expect(await h1(page)).toBe(pageText("en", "/donate").heading);
      // The French browser is not bounced back to French.
      await page.goto("/donate");
      expect(new URL(page.url()).pathname).toBe("/donate");
      await page.reload();
      expect(new URL(page.url()).pathname).toBe("/donate");
      expect(await page.getAttribute("html", "lang")).toBe("en");
      await context.close();
    });

    it("lists the four languages, each named in itself, and marks the current one", async () => {
      const context = await newContext(site.browser, site.origin);
      const page = await context.newPage();
      await page.goto("/tr/about");
      await page
        .getByRole("banner")
        .getByRole("button", { name: /Türkçe/ })
        .click();
      const options = page.getByRole("option");
      await options.first().waitFor();
      expect(await options.allTextContents()).toEqual(["English", "Français", "Türkçe", "العربية"]);
      expect(await page.getByRole("option", { name: "Türkçe" }).getAttribute("aria-selected")).toBe("true");
      await page.keyboard.press("Escape");
      await context.close();
    });

    it("works without JavaScript as plain links, and remembers the choice", async () => {
      const context = await newContext(site.browser, site.origin, {
        javaScriptEnabled: false,
        locale: "tr-TR",
        extraHTTPHeaders: { "Accept-Language": "tr-TR" },
      });
      const page = await context.newPage();
      await page.goto("/travel");
      expect(new URL(page.url()).pathname).toBe("/tr/travel");
      await page.getByRole("banner").locator("summary").click();
      await page.getByRole("banner").getByRole("link", { name: "Français" }).click();
      await page.waitForURL((url) => url.pathname === "/fr/travel");
      expect(await h1(page)).toBe(pageText("fr", "/travel").heading);
      await page.getByRole("banner").locator("summary").click();
      await page.getByRole("banner").getByRole("link", { name: "English" }).click();
      await page.waitForURL((url) => url.pathname === "/travel");
      await page.goto("/travel");
      expect(new URL(page.url()).pathname).toBe("/travel");
      expect(await h1(page)).toBe(pageText("en", "/travel").heading);
      await context.close();
    });

    it("takes a first visitor's language from the browser", async () => {
      const context = await newContext(site.browser, site.origin, {
        locale: "ar-PS",
        extraHTTPHeaders: { "Accept-Language": "ar-PS,ar;q=0.9,en;q=0.5" },
      });
      const page = await context.newPage();
      await page.goto("/");
      expect(new URL(page.url()).pathname).toBe("/ar");
      expect(await page.getAttribute("html", "dir")).toBe("rtl");
      await context.close();
    });

    it("ignores a malformed locale cookie", async () => {
      const context = await newContext(site.browser, site.origin);
      await context.addCookies([{ name: "PARAGLIDE_LOCALE", value: "%E0%A4%A", url: site.origin }]);
      const page = await context.newPage();
      const response = await page.goto("/about");
      expect(response?.status()).toBe(200);
      expect(await h1(page)).toBe(pageText("en", "/about").heading);
      await context.close();
    });
  });
}
