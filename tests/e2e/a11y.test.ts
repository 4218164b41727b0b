// axe-core on every page in every locale, at phone and desktop widths, plus the not-found pages:
// no serious or critical violation anywhere.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locales } from "../../src/lib/locale.js";
import { allPages, launchBrowser, newContext, seriousViolations, startServer, viewports } from "./support";

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it("the axe harness reports a real violation (guards against a silent no-op)", async () => {
  const context = await newContext(browser, server.origin);
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
        const context = await newContext(browser, server.origin, { viewport });
        const page = await context.newPage();
        await page.goto(url, { waitUntil: "load" });
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      });
    }
  });
}
