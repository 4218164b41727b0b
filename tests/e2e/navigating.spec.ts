// Moving around the site: real links, preloading on hover, client-side navigation with scroll
// restoration, the skip link, the back-to-top button and the footer's year.
import type { Page } from "@playwright/test";
import { appStarted, expect, test } from "./playwright-utils.ts";
import { messages, pageText, viewports } from "./support.ts";

const en = messages("en");
const fr = messages("fr");

/** Hydration is done when the language menu has become the JavaScript button. */

/** A mark on the window that a full page load would wipe out. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: boolean }).marker);

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test("every link in the header and footer is a real <a href>", async ({ page }) => {
  await page.goto("/ar/about");
  const hrefs = await page.locator("header a, footer a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(15);
  for (const href of hrefs) expect(href).toMatch(/^(\/|https?:\/\/|#)/);
  const internal = hrefs.filter((href) => href?.startsWith("/") && !href.includes("?locale="));
  for (const href of internal) expect(href).toMatch(/^\/ar(\/|$|#)/);
  // The page shown is marked current in the header's and the footer's lists, and only it.
  const current = await page
    .locator("header a[aria-current=page], footer a[aria-current=page]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(current).toEqual(["/ar/about", "/ar/about"]);
});

test("preloads a page's code when the pointer rests on its link, before any click", async ({ page }) => {
  await page.goto("/");
  await appStarted(page);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.getByRole("banner").getByRole("link", { name: en.nav_travel }).hover();
  // The travel page's layout code and its English text, both fetched before any click.
  await expect.poll(() => requested.some((path) => /\/assets\/TravelBody-[\w-]+\.js$/.test(path))).toBe(true);
  await expect.poll(() => requested.some((path) => /\/assets\/content-en-travel-[\w-]+\.js$/.test(path))).toBe(true);
  expect(new URL(page.url()).pathname).toBe("/");
});

test.describe("on a short window", () => {
  test.use({ viewport: { width: 1366, height: 500 } });

  test("navigates without a page load and restores the scroll position on Back", async ({ page }) => {
    await page.goto("/");
    await appStarted(page);
    await markWindow(page);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    const before = await scrollY(page);
    // A click from script: Playwright's own click may scroll the page to reach the link first.
    await page
      .getByRole("banner")
      .getByRole("link", { name: en.nav_about })
      .evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("en", "/about").heading);
    expect(await windowMarked(page)).toBe(true);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect.poll(() => scrollY(page)).toBe(before);
  });
});

test.describe("on the test copy, whose policy dates are the tests' own (tests/e2e/fixtures/site-data.ts)", () => {
  test.use({ distDir: ".tmp/dist-fixtures" });

  test("after a client-side navigation, the head and the top of the page come from the new page's content file", async ({ page }) => {
    await page.goto("/fr");
    await appStarted(page);
    await markWindow(page);
    const expectPage = async (path: string, note: string | null) => {
      const text = pageText("fr", path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading);
      await expect(page).toHaveTitle(`${text.title} | ${fr.site_name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", text.description);
      await expect(page.locator("h1 + p")).toHaveText(text.intro);
      const effective = page.locator("h1 ~ p").nth(1);
      await expect(effective).toHaveCount(note ? 1 : 0);
      if (note) await expect(effective).toContainText(note);
    };
    await page.getByRole("banner").getByRole("link", { name: fr.nav_travel }).click();
    await expect(page).toHaveURL("/fr/travel");
    await expectPage("/travel", null);
    await page.getByRole("contentinfo").getByRole("link", { name: fr.nav_privacy }).click();
    await expect(page).toHaveURL("/fr/privacy-policy");
    await expectPage("/privacy-policy", "5 mars 2024");
    await page.getByRole("complementary").getByRole("link", { name: fr.nav_partner }).click();
    await expect(page).toHaveURL("/fr/partner-policy");
    await expectPage("/partner-policy", null);
    expect(await windowMarked(page)).toBe(true);
  });
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/donate");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: en.skip_to_content });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
});

/**
 * Scrolls as a reader would, one position per frame: the browser sends a scroll event once per frame,
 * so two jumps in one frame would reach the page as one. Resolves once the frame after has begun.
 */
const scrollTo = (page: Page, y: number | "bottom") =>
  page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, top === "bottom" ? document.body.scrollHeight : top);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    y,
  );

test.describe("on a phone with reduced motion", () => {
  test.use({ viewport: viewports.phone, reducedMotion: "reduce" });

  test("shows back-to-top past 500px when scrolling back up, restyles it over the footer, and scrolls to the top", async ({ page }) => {
    await page.goto("/ar/partner-policy");
    const button = page.getByRole("button", { name: messages("ar").scroll_to_top });
    // The button comes with the app: scrolls before it has started would go unseen.
    await appStarted(page);
    await expect(page.locator("header button[aria-haspopup=dialog]")).toBeVisible();
    await page.evaluate(() => document.querySelector("main")?.setAttribute("style", "min-height: 3000px"));
    await expect(button).toBeHidden();
    // Scrolling down to read, past 500px: it stays out of the way of the text (decision 143).
    await scrollTo(page, 900);
    await expect(button).toBeHidden();
    // Scrolling back up, still past 500px: it shows.
    await scrollTo(page, 700);
    await expect(button).toBeVisible();
    await expect(button).not.toHaveAttribute("data-over-footer");
    // In Arabic it sits at the inline end: the left edge.
    const box = await button.boundingBox();
    expect(box?.x).toBeLessThan(viewports.phone.width / 2);
    // Back under the threshold, it goes again: it shows past 500px, not at 400px.
    await scrollTo(page, 400);
    await expect(button).toBeHidden();
    await scrollTo(page, "bottom");
    await expect(button).toHaveAttribute("data-over-footer", "true");
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test("shows the current year in the footer", async ({ page }) => {
  await page.goto("/fr");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
});
