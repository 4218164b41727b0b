// Unknown paths answer 404 with the not-found page of their locale from every host; with and
// without JavaScript on the Node server, without on the others (the page is the same file); and
// inside the app, where an unknown path matches the root route alone.
import { dirOf, locales } from "#model/locales.ts";
import { appStarted, expect, forEachServer, test } from "./playwright-utils.ts";
import { messages, pageText } from "./support.ts";

forEachServer((kind) => {
  for (const locale of locales) {
    for (const javaScriptEnabled of kind === "node" ? [true, false] : [false]) {
      test(`an unknown ${locale} path shows the ${locale} not-found card with status 404 (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
        newContext,
      }) => {
        const page = await (await newContext({ javaScriptEnabled })).newPage();
        const text = messages(locale);
        const home = locale === "en" ? "/" : `/${locale}`;
        const response = await page.goto(locale === "en" ? "/no/such/page" : `/${locale}/no/such/page`);
        expect(response?.status()).toBe(404);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("html")).toHaveAttribute("dir", dirOf(locale));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.notfound_heading);
        await expect(page.getByText(text.notfound_body)).toBeVisible();
        await expect(page.getByText(text.notfound_hint)).toBeVisible();
        const homeLink = page.getByRole("main").getByRole("link", { name: text.notfound_home });
        await expect(homeLink).toHaveAttribute("href", home);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        await homeLink.click();
        await expect(page).toHaveURL(home);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText(locale, "/").heading);
      });
    }
  }

  if (kind === "node") {
    test("a link followed inside the app to a page that is gone shows the card, and the head says so", async ({ page }) => {
      for (const locale of ["fr", "ar"] as const) {
        const text = messages(locale);
        await page.goto(`/${locale}/help`);
        await appStarted(page);
        // A site link to a page that no longer exists, as a page saved by an older build may hold.
        await page.evaluate((href) => {
          const link = Object.assign(document.createElement("a"), { href, textContent: "old link" });
          link.dataset.siteLink = "/help/old-guide";
          document.querySelector("main")?.append(link);
        }, `/${locale}/help/old-guide`);
        await page.getByRole("link", { name: "old link" }).click();
        await expect(page).toHaveURL(`/${locale}/help/old-guide`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.notfound_heading);
        await expect(page).toHaveTitle(`${text.notfound_title} | ${text.site_name}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", text.notfound_description);
      }
    });
  }

  test.describe("an Arabic browser", () => {
    test.use({ locale: "ar-PS", extraHTTPHeaders: { "Accept-Language": "ar-PS,ar;q=0.9" } });

    test("asking for an unknown unprefixed path gets the Arabic not-found page", async ({ page }) => {
      const response = await page.goto("/missing");
      expect(response?.status()).toBe(404);
      // On Cloudflare the Pages Function runs for the site's pages only (_routes.json): an unknown
      // unprefixed path is answered by the static host, with the English not-found page.
      if (kind === "cloudflare") {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages("en").notfound_heading);
        return;
      }
      await expect(page).toHaveURL("/ar/missing");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages("ar").notfound_heading);
    });
  });
});
