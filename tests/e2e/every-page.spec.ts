// Every page in every locale, one test each, each check where a visitor meets it:
// - with JavaScript, at the narrowest phone WCAG names (320 CSS px, 1.4.10): status, language,
//   direction, title, description, the one h1, canonical and hreflang links, and no script error once
//   the app has started; then axe (no violation of any impact, targets large enough: WCAG 2.5.8),
//   axe again at desktop width (the same document laid out again, as when a phone turns or a window
//   widens), and back at 320 px with enlarged text spacing (WCAG 1.4.12) nothing scrolls sideways;
//   the app's start keeps the prerendered landmarks, sections and headings (hydration, not a rebuild);
// - without JavaScript, the same reading checks on the prerendered page.
// One load per page and per JavaScript setting serves all of its checks. The not-found pages get the
// accessibility checks here; what they say is in not-found.spec.ts. What the pages say (key facts, no
// English left) is in reading-pages.spec.ts.
import type { Page } from "@playwright/test";
import { locales } from "#model/locales.ts";
import { appStarted, expect, test } from "./playwright-utils.ts";
import { readPage } from "./read-page.ts";
import { allPages, allViolations, targetSize, viewports } from "./support.ts";

// Independent tests: the two workers share them (decision 180). No service worker, as in every
// journey that is not about it (playwright.config.ts): offline.spec.ts tests what it saves.
test.describe.configure({ mode: "parallel" });

/** The narrowest phone WCAG names (1.4.10: 320 CSS px wide). */
const narrowest = { width: 320, height: 640 };

/** WCAG 1.4.12's text spacing: what a reader's own style sheet may set, all at once. */
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-block-end: 2em !important; }`;

declare global {
  interface Window {
    __prerenderedParts?: Element[];
  }
}

/**
 * In the page, before its scripts: once parsed, holds the prerendered landmarks, sections and
 * headings, which the app's start (hydration, in slices on Preact: decision 196) must keep as they
 * are, not remove and build again.
 */
function keepPrerenderedParts() {
  document.addEventListener("DOMContentLoaded", () => {
    window.__prerenderedParts = [...document.querySelectorAll("header, main, footer, main section, main h1, main h2, footer nav")];
  });
}

/**
 * axe with target size at 320 px and at desktop width, as the page is laid out for its reader, then
 * reflow with text spacing at 320 px (target size is not checked again under that style: WCAG 2.5.8
 * does not ask for it, and it was a third axe run on every page).
 */
async function checkAccessibility(page: Page, url: string) {
  expect([narrowest.width, await allViolations(page, targetSize)]).toEqual([narrowest.width, []]);
  await page.setViewportSize(viewports.desktop);
  expect([viewports.desktop.width, await allViolations(page, targetSize)]).toEqual([viewports.desktop.width, []]);
  await page.setViewportSize(narrowest);
  await page.addStyleTag({ content: textSpacing });
  // Wide data tables scroll inside their own box (1.4.10's exception); the page never does.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect([url, width]).toEqual([url, narrowest.width]);
}

test("the axe harness reports a real violation (guards against a silent no-op)", async ({ page }) => {
  await page.setContent('<html><body><main><button></button><img src="x.png"></main></body></html>');
  expect((await allViolations(page)).join("\n")).toMatch(/button-name/);
});

test("the target-size check reports a real violation (guards against a silent no-op)", async ({ page }) => {
  await page.setContent(
    '<html lang="en"><body><main><a href="#a" style="display:inline-block;width:10px;height:10px">a</a><a href="#b" style="display:inline-block;width:10px;height:10px">b</a></main></body></html>',
  );
  expect((await allViolations(page, targetSize)).join("\n")).toMatch(/target-size/);
});

test("the browser resolves no host but 127.0.0.1 (guards against a test reaching the internet)", async ({ page }) => {
  const refused = [];
  for (const url of [
    "https://example.com/",
    "https://wa.me/970599123456",
    "http://8.8.8.8/",
    "http://[2001:4860:4860::8888]/",
    "http://localhost/",
  ]) {
    refused.push(
      await page.goto(url).then(
        () => `${url} loaded`,
        (error: Error) => `${url} ${/net::ERR_NAME_NOT_RESOLVED/.exec(error.message)?.[0]}`,
      ),
    );
  }
  expect(refused).toEqual([
    "https://example.com/ net::ERR_NAME_NOT_RESOLVED",
    "https://wa.me/970599123456 net::ERR_NAME_NOT_RESOLVED",
    "http://8.8.8.8/ net::ERR_NAME_NOT_RESOLVED",
    "http://[2001:4860:4860::8888]/ net::ERR_NAME_NOT_RESOLVED",
    "http://localhost/ net::ERR_NAME_NOT_RESOLVED",
  ]);
});

test.describe("every page", () => {
  test.use({ viewport: narrowest });

  for (const entry of allPages) {
    test(`${entry.url} reads in ${entry.locale} with and without JavaScript, and is accessible at ${narrowest.width} and ${viewports.desktop.width} px`, async ({
      page,
      newContext,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (entry) => entry.type() === "error" && errors.push(entry.text()));
      await page.addInitScript(keepPrerenderedParts);
      await readPage(page, entry);
      // Hydration is done when the language menu has become the JavaScript button.
      await appStarted(page);
      expect(errors).toEqual([]);
      // The app took over the page it was given: the parts a reader sees stayed the same elements.
      expect(
        await page.evaluate(() =>
          window.__prerenderedParts?.filter((part) => !part.isConnected).map((part) => part.outerHTML.slice(0, 80)),
        ),
      ).toEqual([]);
      await checkAccessibility(page, entry.url);

      const withoutScripts = await (await newContext({ javaScriptEnabled: false, viewport: narrowest })).newPage();
      await readPage(withoutScripts, entry);
    });
  }
});

test.describe("the not-found pages", () => {
  test.use({ viewport: narrowest });

  for (const locale of locales) {
    const url = locale === "en" ? "/missing-page" : `/${locale}/missing-page`;
    test(`${url} is accessible at ${narrowest.width} and ${viewports.desktop.width} px`, async ({ page }) => {
      await page.goto(url, { waitUntil: "load" });
      await checkAccessibility(page, url);
    });
  }
});
