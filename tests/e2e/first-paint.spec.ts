// Paint at the floor: the HTML a page is served with preloads no script and names none to fetch,
// so the first paint needs only the HTML, the stylesheet and (Arabic) the font; the app's scripts
// start after the `load` event, and then hydrate the page as before. Timing tests: they run in the
// `timing` project, alone, so no other browser competes for the two cores (decision 180).
import { appStartedProbe, expect, holdAppCode, test } from "./playwright-utils.ts";
import { pageText } from "./support.ts";

const languageButton = appStartedProbe;

for (const path of ["/", "/ar/distribution-policy"]) {
  test(`${path} paints before any script is requested, and the app starts after load`, async ({ page }) => {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    // No preload link in the HTML (the bootstrap adds them itself, after the paint).
    expect(html).not.toMatch(/<link\b[^>]*modulepreload/);
    expect(html).not.toMatch(/<script\b[^>]*\ssrc=/);
    await expect(page.locator(languageButton)).toBeVisible();
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
    await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      path === "/" ? pageText("en", "/").heading : pageText("ar", "/distribution-policy").heading,
    );
  });
}

test.describe("on a short window", () => {
  test.use({ viewport: { width: 1366, height: 600 } });

  test("a reader who scrolls before the app starts stays where they are", async ({ page }) => {
    // The app's scripts wait until the reader has scrolled: on loopback they could otherwise start
    // before the scroll, and the test would not test what it says (it once failed so in CI).
    const releaseScripts = await holdAppCode(page.context());
    await page.goto("/tr/partner-policy", { waitUntil: "domcontentloaded" });
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(page.locator(languageButton)).toHaveCount(0);
    releaseScripts();
    await expect(page.locator(languageButton)).toBeVisible();
    // The one fixed wait of the browser tests, and on purpose: it is the time watched for a jump back
    // to the top after hydration (a jump has no element to wait for; its absence is the check).
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
  });
});
