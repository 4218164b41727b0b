// axe-core on every page in every locale, at phone and desktop widths, plus the not-found pages:
// no serious or critical violation anywhere.
import { describe, expect, it } from "vitest";
import { locales } from "../../src/lib/locale.js";
import { allPages, newContext, seriousViolations, setUpSite, viewports } from "./support";

const site = setUpSite();

it("the axe harness reports a real violation (guards against a silent no-op)", async () => {
  const context = await newContext(site.browser, site.origin);
  const page = await context.newPage();
  await page.setContent('<html><body><main><button></button><img src="x.png"></main></body></html>');
  expect((await seriousViolations(page)).join("\n")).toMatch(/button-name/);
  await context.close();
});

const urls = [
  ...allPages.map((page) => page.url),
  ...locales.map((locale) => (locale === "en" ? "/missing-page" : `/${locale}/missing-page`)),
];

for (const [name, viewport] of Object.entries(viewports)) {
  describe(`accessibility at ${name} width (${viewport.width}px)`, () => {
    for (const url of urls) {
      it(`${url} has no serious or critical violations`, async () => {
        const context = await newContext(site.browser, site.origin, { viewport });
        const page = await context.newPage();
        await page.goto(url, { waitUntil: "load" });
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      });
    }
  });
}
