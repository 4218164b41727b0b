// Every page in every locale, with JavaScript on and off: status, language, direction, title,
// description, the one h1, canonical and hreflang links, and no script errors after hydration.
import { describe, expect, it } from "vitest";
import { dirOf } from "../../src/lib/locale.js";
import { allPages, message, newContext, pageText, serverKinds, setUpSite } from "./support";

// The site address the build uses when KGC_SITE_URL is not set (.env.example).
const siteUrl = "https://keepgazaconnected.org";

for (const server of serverKinds) {
  describe(`served by ${server}`, () => {
    const site = setUpSite({ server });

    for (const javaScriptEnabled of [true, false]) {
      describe(`every page with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
        for (const page of allPages) {
          it(`${page.url} reads in ${page.locale}`, async () => {
            const context = await newContext(site.browser, site.origin, { javaScriptEnabled });
            const tab = await context.newPage();
            const errors: string[] = [];
            tab.on("pageerror", (error) => errors.push(error.message));
            tab.on("console", (message) => message.type() === "error" && errors.push(message.text()));
            const response = await tab.goto(page.url, { waitUntil: "load" });
            const text = pageText(page.locale, page.path);
            const title = page.path === "/" ? text.title : `${text.title} | ${message(page.locale, "site_name")}`;

            expect(response?.status()).toBe(200);
            expect(await tab.getAttribute("html", "lang")).toBe(page.locale);
            expect(await tab.getAttribute("html", "dir")).toBe(dirOf(page.locale));
            expect(await tab.title()).toBe(title);
            expect(await tab.getAttribute('meta[name="description"]', "content")).toBe(text.description);
            expect(await tab.locator("h1").allTextContents()).toEqual([text.heading]);
            expect(await tab.getAttribute('link[rel="canonical"]', "href")).toBe(page.url === "/" ? siteUrl : `${siteUrl}${page.url}`);
            expect(
              await tab.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute("hreflang"))),
            ).toEqual(["en", "fr", "tr", "ar", "x-default"]);
            expect(await tab.getAttribute('meta[property="og:locale"]', "content")).toMatch(new RegExp(`^${page.locale}_`));
            if (javaScriptEnabled) {
              // Hydration is done when the language menu has become the JavaScript button.
              await tab.locator("header button[aria-haspopup=listbox]").waitFor();
              expect(errors).toEqual([]);
            }
            await context.close();
          });
        }
      });
    }
  });
}
