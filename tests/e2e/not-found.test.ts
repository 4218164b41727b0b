// Unknown paths answer 404 with the not-found page of their locale, with and without JavaScript.
import { describe, expect, it } from "vitest";
import { dirOf, locales } from "../../src/lib/locale.js";
import { messages, newContext, pageText, serverKinds, setUpSite } from "./support";

for (const server of serverKinds) {
  describe(`served by ${server}`, () => {
    const site = setUpSite({ server });

    for (const locale of locales) {
      for (const javaScriptEnabled of [true, false]) {
        it(`an unknown ${locale} path shows the ${locale} not-found card with status 404 (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
          const context = await newContext(site.browser, site.origin, { javaScriptEnabled });
          const page = await context.newPage();
          const text = messages(locale);
          const response = await page.goto(locale === "en" ? "/no/such/page" : `/${locale}/no/such/page`);
          expect(response?.status()).toBe(404);
          expect(await page.getAttribute("html", "lang")).toBe(locale);
          expect(await page.getAttribute("html", "dir")).toBe(dirOf(locale));
          await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(text.notfound_heading);
          await expect(page.getByText(text.notfound_body).isVisible()).resolves.toBe(true);
          await expect(page.getByText(text.notfound_hint).isVisible()).resolves.toBe(true);
          const home = page.getByRole("main").getByRole("link", { name: text.notfound_home });
          expect(await home.getAttribute("href")).toBe(locale === "en" ? "/" : `/${locale}`);
          expect(await page.getAttribute('meta[name="robots"]', "content")).toBe("noindex");
          await home.click();
          await page.waitForURL((url) => url.pathname === (locale === "en" ? "/" : `/${locale}`));
          await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(pageText(locale, "/").heading);
          await context.close();
        });
      }
    }

    it("an Arabic browser asking for an unknown unprefixed path gets the Arabic not-found page", async () => {
      const context = await newContext(site.browser, site.origin, {
        locale: "ar-PS",
        extraHTTPHeaders: { "Accept-Language": "ar-PS,ar;q=0.9" },
      });
      const page = await context.newPage();
      const response = await page.goto("/missing");
      expect(response?.status()).toBe(404);
      expect(new URL(page.url()).pathname).toBe("/ar/missing");
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(messages("ar").notfound_heading);
      await context.close();
    });
  });
}
