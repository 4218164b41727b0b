// The small-screen menu by keyboard: opens from the inline-start edge, traps focus, closes on
// Escape (focus back on the button) and on navigation; without JavaScript it leads to the footer.
import { expect, test } from "./playwright-utils.ts";
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
