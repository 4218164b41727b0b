// A resident finds help and knows whether she can request (ux walk 2026-11-25, M1, M2, M4, M5):
// from the Arabic home page on a phone to the "No service" answer in three taps; Help in the phone
// menu in every language, before Travel and Donate; who can request and what to do first, beside
// the request button on the home page.
import type { Locator } from "@playwright/test";
import { locales, localizePath } from "#model/locales.ts";
import { appStarted, expect, test } from "./playwright-utils.ts";
import { messages } from "./support.ts";

/** A Galaxy A15-sized phone, as in the walk. */
test.use({ viewport: { width: 390, height: 844 } });

test("on a phone in Arabic, the home page reaches the 'No service' answer in three taps", async ({ page }) => {
  const ar = messages("ar");
  let taps = 0;
  const tap = async (target: Locator) => {
    taps++;
    await target.click();
  };
  await page.goto("/ar");
  await appStarted(page);

  await tap(page.getByRole("button", { name: ar.menu_open }));
  await tap(page.getByRole("dialog", { name: ar.menu_title }).getByRole("link", { name: ar.nav_help, exact: true }));
  await expect(page).toHaveURL("/ar/help");
  await tap(page.getByRole("main").getByRole("link", { name: /لا توجد خدمة/ }));

  await expect(page).toHaveURL("/ar/help/troubleshooting#no-service");
  const answer = page.getByRole("heading", { level: 2, name: /لا توجد خدمة/ });
  await expect(answer).toBeInViewport();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(taps).toBeLessThanOrEqual(3);
});

for (const locale of locales) {
  test(`Help is in the phone menu in ${locale}, before Travel and Donate`, async ({ page }) => {
    const text = messages(locale);
    await page.goto(localizePath("/about", locale));
    await appStarted(page);
    await page.getByRole("button", { name: text.menu_open }).click();
    const menu = page.getByRole("dialog", { name: text.menu_title }).getByRole("navigation", { name: text.nav_main_label });
    const help = menu.getByRole("link", { name: text.nav_help, exact: true });
    await expect(help).toHaveAttribute("href", localizePath("/help", locale));
    const names = await menu.getByRole("link").allTextContents();
    const at = (name: string) => names.findIndex((each) => each.trim() === name);
    expect(at(text.nav_help)).toBeLessThan(at(text.nav_travel));
    expect(at(text.nav_help)).toBeLessThan(at(text.nav_donate));
  });
}

test.describe("the home page, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says who can request and what to do before the form, beside the request button", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("region", { name: "Before you request" });
    await expect(card.getByRole("heading", { level: 3 })).toHaveText([
      "Who can request an eSIM",
      "Two things to do before the request form",
    ]);
    await expect(card.getByRole("listitem")).toHaveText([
      "You live in the Gaza Strip.",
      "You have a valid Palestinian phone number with an active WhatsApp account: we send the eSIM on WhatsApp.",
      "1Check that your phone supports eSIM. It takes two minutes and needs no internet.",
      "2Write down the networks your phone can see. The request form asks you to choose them.",
    ]);
    // A phone that supports eSIM is the first thing to do, not a condition of the policy (rules audit 2026-11-28, A5).
    await expect(card.getByRole("link", { name: "Check that your phone supports eSIM" })).toHaveAttribute("href", "/help/check-your-phone");
    await expect(card.getByRole("link", { name: "Write down the networks your phone can see" })).toHaveAttribute(
      "href",
      "/help/visible-networks",
    );
    // Beside the button: the card begins less than a screen below the request button.
    const button = await page
      .getByRole("main")
      .getByRole("link", { name: messages("en").home_request_cta })
      .boundingBox();
    const top = await card.boundingBox();
    expect((top?.y ?? Infinity) - (button?.y ?? 0)).toBeLessThan(844);
  });

  for (const locale of ["fr", "tr", "ar"] as const) {
    test(`the same card in ${locale}: two conditions, two steps, each step a link to its guide`, async ({ page }) => {
      await page.goto(localizePath("/", locale));
      const card = page.getByRole("main").getByRole("region").first();
      await expect(card.getByRole("list").first().getByRole("listitem")).toHaveCount(2);
      const steps = card.getByRole("list").nth(1).getByRole("listitem");
      await expect(steps).toHaveCount(2);
      expect(await steps.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
        localizePath("/help/check-your-phone", locale),
        localizePath("/help/visible-networks", locale),
      ]);
    });
  }
});
