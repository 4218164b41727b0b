// The small-screen menu by keyboard: opens from the inline-start edge, traps focus, closes on
// Escape (focus back on the button) and on navigation; without JavaScript it leads to the footer.
// As the app starts on a slow phone, the header's controls trade their no-JavaScript versions for
// the app's in the same boxes, and nothing in the header moves (decision 195).

import { htmlInPieces } from "./html-in-pieces.ts";
import { appStartedProbe, expect, test } from "./playwright-utils.ts";
import { messages, pageText, viewports } from "./support.ts";

test.use({ viewport: viewports.phone });

for (const locale of ["en", "ar"] as const) {
  test(`opens, traps focus and closes by keyboard in ${locale}`, async ({ page }) => {
    const text = messages(locale);
    const prefix = locale === "en" ? "" : "/ar";
    await page.goto(`${prefix}/about`);
    const openButton = page.getByRole("button", { name: text.menu_open });
    await expect(openButton).toBeVisible();
    // The desktop navigation is hidden at this width.
    await expect(page.getByRole("banner").getByRole("link", { name: text.nav_travel })).toBeHidden();

    await openButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: text.menu_title });
    await expect(dialog).toBeVisible();
    // It slides in from the inline start: the left edge in English, the right edge in Arabic.
    const edge = async () => {
      const box = await dialog.boundingBox();
      return locale === "en" ? box?.x : Math.round((box?.x ?? 0) + (box?.width ?? 0));
    };
    await expect.poll(edge).toBe(locale === "en" ? 0 : viewports.phone.width);

    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.locator("header button[aria-haspopup=dialog]")).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: text.nav_donate }).click();
    await expect(page).toHaveURL(`${prefix}/donate`);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText(locale, "/donate").heading);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu button leads to the footer's links", async ({ page }) => {
    await page.goto("/tr/travel");
    const text = messages("tr");
    await page.getByRole("link", { name: text.menu_open }).click();
    expect(new URL(page.url()).hash).toBe("#site-footer");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: text.nav_contact })).toBeVisible();
  });
});

test.describe("as the page arrives and the app starts on a slow 320 px phone", () => {
  // The narrowest phone, where the row is tightest; no service worker, so the HTML comes from the proxy.
  const contextOptions = { viewport: { width: 320, height: 640 }, serviceWorkers: "block" } as const;

  /** The header's three controls (tag and box), whichever version of each the page has. */
  const controls = (siteName: string) => {
    const header = document.querySelector("header");
    const logo = [...(header?.querySelectorAll("a") ?? [])].find((link) => link.textContent?.trim() === siteName);
    const menu = header?.querySelector("a[href='#site-footer'], button[aria-haspopup=dialog]");
    const language = header?.querySelector("summary, button[aria-haspopup=listbox]");
    return [logo, menu, language].map((element) => {
      const box = element?.getBoundingClientRect();
      return { tag: element?.tagName.toLowerCase(), box: box && [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 10) / 10) };
    });
  };
  const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))));

  // Arabic (right to left) and French, whose language name is the longest.
  for (const [locale, path] of [
    ["ar", "/ar/help"],
    ["fr", "/fr/contact"],
  ] as const) {
    test(`keeps the header still on ${path}: no shift, the same boxes before and after`, async ({ site, newContext }) => {
      // The header painted in three steps, as a slow link delivers it: the menu button alone, then
      // the logo, the links and a bare <details>, then the rest; the app starts after all of it.
      const proxy = await htmlInPieces(site.origin, path, (html) => {
        const header = html.indexOf("<header");
        return [html.indexOf("</a>", header) + "</a>".length, html.indexOf("<summary", header)];
      });
      try {
        const page = await (await newContext({ ...contextOptions, baseURL: proxy.origin })).newPage();
        // A cheap phone's CPU, so the app starts late and slowly.
        await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 6 });
        await page.addInitScript(() => {
          // Each shift of the header, with what moved (shown if the test fails).
          const shifts: string[] = [];
          Object.assign(window, { headerShifts: shifts });
          type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
          const elementOf = (node?: Node | null) => (node instanceof Element ? node : node?.parentElement);
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              const moved = entry.sources.map((source) => elementOf(source.node)).filter((element) => element?.closest("header"));
              if (moved.length) shifts.push(`${entry.value}: ${moved.map((element) => element?.outerHTML.slice(0, 80)).join(", ")}`);
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(path, { waitUntil: "commit" });
        for (const shown of ["header a[href='#site-footer']", "header details"]) {
          await page.waitForSelector(shown, { state: "attached" });
          await page.evaluate(twoFrames);
          proxy.next();
        }
        const siteName = messages(locale).site_name;
        await page.waitForLoadState("domcontentloaded");
        const before = await page.evaluate(controls, siteName);
        // Started later than on an idle CPU: more than the 10 s a web-first assertion waits by default.
        await expect(page.locator(appStartedProbe)).toBeVisible({ timeout: 30_000 });
        // Two frames on, so the app's first paint has been measured and its shifts reported.
        await page.evaluate(twoFrames);
        const after = await page.evaluate(controls, siteName);

        expect(before.map((control) => control.tag)).toEqual(["a", "a", "summary"]);
        expect(after.map((control) => control.tag)).toEqual(["a", "button", "button"]);
        expect(after.map((control) => control.box)).toEqual(before.map((control) => control.box));
        // Each control a target of at least 24 by 24 px (WCAG 2.5.8).
        for (const { box } of after) expect(Math.min(box?.[2] ?? 0, box?.[3] ?? 0)).toBeGreaterThanOrEqual(24);
        expect(await page.evaluate(() => (window as unknown as { headerShifts: string[] }).headerShifts)).toEqual([]);
      } finally {
        await proxy.close();
      }
    });
  }
});
