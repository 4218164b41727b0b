// The small-screen menu by keyboard: opens from the inline-start edge, traps focus, closes on
// Escape (focus back on the button) and on navigation; without JavaScript it leads to the footer.
import { expect, it } from "vitest";
import { messages, newContext, pageText, setUpSite, viewports } from "./support";

const site = setUpSite();

for (const locale of ["en", "ar"] as const) {
  it(`opens, traps focus and closes by keyboard in ${locale}`, async () => {
    const text = messages(locale);
    const context = await newContext(site.browser, site.origin, { viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(locale === "en" ? "/about" : "/ar/about");
    const openButton = page.getByRole("button", { name: text.menu_open });
    await openButton.waitFor();
    // The desktop navigation is hidden at this width.
    expect(await page.getByRole("banner").getByRole("link", { name: text.nav_travel }).isVisible()).toBe(false);

    await openButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: text.menu_title });
    await dialog.waitFor();
    await page.waitForTimeout(300);
    const box = await dialog.boundingBox();
    if (locale === "en") expect(box?.x).toBe(0);
    else expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(viewports.phone.width);

    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).toBe("dialog");

    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await dialog.getByRole("link", { name: text.nav_donate }).click();
    await page.waitForURL(`**${locale === "en" ? "" : "/ar"}/donate`);
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(pageText(locale, "/donate").heading);
    await context.close();
  });
}

it("without JavaScript the menu button leads to the footer's links", async () => {
  const context = await newContext(site.browser, site.origin, { viewport: viewports.phone, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/tr/travel");
  const text = messages("tr");
  await page.getByRole("link", { name: text.menu_open }).click();
  expect(new URL(page.url()).hash).toBe("#site-footer");
  expect(await page.getByRole("contentinfo").getByRole("link", { name: text.nav_contact }).isVisible()).toBe(true);
  await context.close();
});
