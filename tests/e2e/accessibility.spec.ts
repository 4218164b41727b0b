// axe-core on every page in every locale, at phone and desktop widths, plus the not-found pages:
// no serious or critical violation anywhere.
import { locales } from "../../model/locales.ts";
import { expect, test } from "./playwright-utils";
import { allPages, seriousViolations, viewports } from "./support";

test("the axe harness reports a real violation (guards against a silent no-op)", async ({ page }) => {
  await page.setContent('<html><body><main><button></button><img src="x.png"></main></body></html>');
  expect((await seriousViolations(page)).join("\n")).toMatch(/button-name/);
});

const urls = [
  ...allPages.map((page) => page.url),
  ...locales.map((locale) => (locale === "en" ? "/missing-page" : `/${locale}/missing-page`)),
];

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`accessibility at ${name} width (${viewport.width}px)`, () => {
    test.use({ viewport });

    for (const url of urls) {
      test(`${url} has no serious or critical violations`, async ({ page }) => {
        await page.goto(url, { waitUntil: "load" });
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
