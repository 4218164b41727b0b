// Paint at the floor: the HTML a page is served with preloads no script and names none to fetch,
// so the first paint needs only the HTML, the stylesheet and (Arabic) the font; the app's scripts
// start after the `load` event, and then hydrate the page as before.
import { expect, it } from "vitest";
import { newContext, pageText, setUpSite } from "./support";

const site = setUpSite();

for (const path of ["/", "/ar/distribution-policy"]) {
  it(`${path} paints before any script is requested, and the app starts after load`, async () => {
    const context = await newContext(site.browser, site.origin);
    const page = await context.newPage();
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain("modulepreload");
    expect(html).not.toMatch(/<script\b[^>]*\ssrc=/);
    await page.locator("header button[aria-haspopup=listbox]").waitFor();
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime);
      return {
        load: navigation?.loadEventEnd ?? Number.NaN,
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        firstScript: Math.min(...scripts),
        scripts: scripts.length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.firstPaint).toBeLessThan(timing.firstScript);
    expect(timing.load).toBeLessThanOrEqual(timing.firstScript);
    // Hydrated: the footer shows the current year from the browser's clock.
    await expect.poll(() => page.getByRole("contentinfo").textContent()).toContain(String(new Date().getFullYear()));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      path === "/" ? pageText("en", "/").heading : pageText("ar", "/distribution-policy").heading,
    );
    await context.close();
  });
}

it("a reader who scrolls before the app starts stays where they are", async () => {
  const context = await newContext(site.browser, site.origin, { viewport: { width: 1366, height: 600 } });
  const page = await context.newPage();
  await page.goto("/tr/partner-policy", { waitUntil: "domcontentloaded" });
  await page.evaluate(() => window.scrollTo(0, 900));
  expect(await page.locator("header button[aria-haspopup=listbox]").count()).toBe(0);
  await page.locator("header button[aria-haspopup=listbox]").waitFor();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
  await context.close();
});
