// Client-side navigation: real links, preloading on hover, scroll restoration, skip link and the
// back-to-top button.
import { expect, it } from "vitest";
import { messages, newContext, pageText, setUpSite, viewports } from "./support";

const en = messages("en");
const site = setUpSite();

it("every link in the header and footer is a real <a href>", async () => {
  const context = await newContext(site.browser, site.origin);
  const page = await context.newPage();
  await page.goto("/ar/about");
  const hrefs = await page.locator("header a, footer a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(15);
  for (const href of hrefs) expect(href).toMatch(/^(\/|https?:\/\/|#)/);
  const internal = hrefs.filter((href) => href?.startsWith("/") && !href.includes("?locale="));
  for (const href of internal) expect(href).toMatch(/^\/ar(\/|$|#)/);
  await context.close();
});

it("preloads a page's code when the pointer rests on its link, before any click", async () => {
  const context = await newContext(site.browser, site.origin);
  const page = await context.newPage();
  await page.goto("/");
  await page.locator("header button[aria-haspopup=listbox]").waitFor();
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.getByRole("banner").getByRole("link", { name: en.nav_travel }).hover();
  // The travel page's layout code and its English text, both fetched before any click.
  await expect.poll(() => requested.some((path) => /\/assets\/TravelBody-[\w-]+\.js$/.test(path))).toBe(true);
  await expect.poll(() => requested.some((path) => /\/assets\/content-en-travel-[\w-]+\.js$/.test(path))).toBe(true);
  expect(new URL(page.url()).pathname).toBe("/");
  await context.close();
});

it("navigates without a page load and restores the scroll position on Back", async () => {
  const context = await newContext(site.browser, site.origin, { viewport: { width: 1366, height: 500 } });
  const page = await context.newPage();
  await page.goto("/");
  await page.locator("header button[aria-haspopup=listbox]").waitFor();
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const before = await page.evaluate(() => window.scrollY);
  // A click from script: Playwright's own click may scroll the page to reach the link first.
  await page
    .getByRole("banner")
    .getByRole("link", { name: en.nav_about })
    .evaluate((link: HTMLElement) => link.click());
  await page.waitForURL("**/about");
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(pageText("en", "/about").heading);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === "/");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  await context.close();
});

it("after a client-side navigation, the head and the top of the page come from the new page's content file", async () => {
  const context = await newContext(site.browser, site.origin);
  const page = await context.newPage();
  await page.goto("/fr");
  await page.locator("header button[aria-haspopup=listbox]").waitFor();
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  const expectPage = async (path: string, note: string | null) => {
    const text = pageText("fr", path);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(text.heading);
    await expect.poll(() => page.title()).toBe(`${text.title} | ${messages("fr").site_name}`);
    expect(await page.getAttribute('meta[name="description"]', "content")).toBe(text.description);
    const header = page.locator("h1 + p");
    expect(await header.textContent()).toBe(text.intro);
    const effective = page.locator("h1 ~ p").nth(1);
    expect(await effective.count()).toBe(note ? 1 : 0);
    if (note) expect(await effective.textContent()).toContain(note);
  };
  await page
    .getByRole("banner")
    .getByRole("link", { name: messages("fr").nav_travel })
    .click();
  await page.waitForURL("**/fr/travel");
  await expectPage("/travel", null);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: messages("fr").nav_privacy })
    .click();
  await page.waitForURL("**/fr/privacy-policy");
  await expectPage("/privacy-policy", "18 juillet 2025");
  await page
    .getByRole("complementary")
    .getByRole("link", { name: messages("fr").nav_partner })
    .click();
  await page.waitForURL("**/fr/partner-policy");
  await expectPage("/partner-policy", null);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await context.close();
});

it("the skip link is the first stop and moves focus to the main content", async () => {
  const context = await newContext(site.browser, site.origin);
  const page = await context.newPage();
  await page.goto("/donate");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: en.skip_to_content });
  expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await skip.isVisible()).toBe(true);
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
  await context.close();
});

it("shows back-to-top past 500px, restyles it over the footer, and scrolls to the top", async () => {
  const context = await newContext(site.browser, site.origin, { viewport: viewports.phone, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/ar/partner-policy");
  const button = page.getByRole("button", { name: messages("ar").scroll_to_top });
  await page.locator("header button[aria-haspopup=dialog]").waitFor();
  await page.evaluate(() => document.querySelector("main")?.setAttribute("style", "min-height: 3000px"));
  expect(await button.isVisible()).toBe(false);
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.waitForTimeout(100);
  expect(await button.isVisible()).toBe(false);
  await page.evaluate(() => window.scrollTo(0, 700));
  await button.waitFor({ state: "visible" });
  expect(await button.getAttribute("data-over-footer")).toBeNull();
  // In Arabic it sits at the inline end: the left edge.
  const box = await button.boundingBox();
  expect(box?.x).toBeLessThan(viewports.phone.width / 2);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => button.getAttribute("data-over-footer")).toBe("true");
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await context.close();
});

it("shows the current year in the footer", async () => {
  const context = await newContext(site.browser, site.origin);
  const page = await context.newPage();
  await page.goto("/fr");
  await expect.poll(() => page.getByRole("contentinfo").textContent()).toContain(`© ${new Date().getFullYear()}`);
  await context.close();
});
