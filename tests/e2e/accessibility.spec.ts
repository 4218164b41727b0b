// axe-core on every page in every locale, at phone (320 px) and desktop widths, plus the not-found
// pages: no serious or critical violation anywhere. At phone width also reflow with enlarged text
// spacing (WCAG 1.4.10 and 1.4.12: nothing scrolls sideways) and target size (WCAG 2.5.8). One
// load of each page serves all its checks.
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { locales } from "../../model/locales.ts";
import { expect, test } from "./playwright-utils.ts";
import { allPages, seriousViolations, viewports } from "./support.ts";

// Independent tests: the two workers share them (decision 180).
test.describe.configure({ mode: "parallel" });

test("the axe harness reports a real violation (guards against a silent no-op)", async ({ page }) => {
  await page.setContent('<html><body><main><button></button><img src="x.png"></main></body></html>');
  expect((await seriousViolations(page)).join("\n")).toMatch(/button-name/);
});

/** The narrowest phone WCAG names (1.4.10: 320 CSS px wide). */
const narrowest = { width: 320, height: 640 };

const urls = [
  ...allPages.map((page) => page.url),
  ...locales.map((locale) => (locale === "en" ? "/missing-page" : `/${locale}/missing-page`)),
];

/** WCAG 1.4.12's text spacing: what a reader's own style sheet may set, all at once. */
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-block-end: 2em !important; }`;

/** axe-core's target-size rule (WCAG 2.5.8: 24 by 24 px, or spaced so a 24 px circle fits): every violation. */
async function targetSizeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .withRules(["target-size"])
    .analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

test("the target-size check reports a real violation (guards against a silent no-op)", async ({ page }) => {
  await page.setContent(
    '<html lang="en"><body><main><a href="#a" style="display:inline-block;width:10px;height:10px">a</a><a href="#b" style="display:inline-block;width:10px;height:10px">b</a></main></body></html>',
  );
  expect((await targetSizeViolations(page)).join("\n")).toMatch(/target-size/);
});

// One load per page, at the narrowest phone WCAG names (320 CSS px, 1.4.10): axe; axe again at
// desktop width (the same document laid out again, as when a phone turns or a window widens); back
// at 320 px with enlarged text spacing, nothing scrolls sideways and the targets are large enough.
test.describe("at phone and desktop widths", () => {
  test.use({ viewport: narrowest });

  for (const url of urls) {
    test(`${url}: no serious or critical violation at ${narrowest.width} and ${viewports.desktop.width} px; fits ${narrowest.width} px with text spacing; targets large enough`, async ({
      page,
    }) => {
      await page.goto(url, { waitUntil: "load" });
      expect([narrowest.width, await seriousViolations(page)]).toEqual([narrowest.width, []]);
      await page.setViewportSize(viewports.desktop);
      expect([viewports.desktop.width, await seriousViolations(page)]).toEqual([viewports.desktop.width, []]);
      await page.setViewportSize(narrowest);
      await page.addStyleTag({ content: textSpacing });
      // Wide data tables scroll inside their own box (1.4.10's exception); the page never does.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect([url, width]).toEqual([url, narrowest.width]);
      expect(await targetSizeViolations(page)).toEqual([]);
    });
  }
});
