// Donating and the other ways out of the site, as a visitor meets them: the donation journeys, the
// storefront and request-site links, the contact page's channels. Outbound links open in a new tab,
// safely. (The key facts and the no-English check of the pages are in reading-pages.spec.ts.)
import type { Locator } from "@playwright/test";
import { locales, localizePath } from "../../model/locales.ts";
import { parseConfig } from "../../src/config/schema.ts";
import { expect, test } from "./playwright-utils.ts";
import { messages, pageText } from "./support.ts";

// The test build uses the defaults (no environment), so these are the addresses on its pages.
const config = parseConfig({});
const en = messages("en");

/** An outbound link opens in a new tab, safely, and says so to screen readers. */
async function expectOutbound(scope: Pick<Locator, "getByRole">, name: string | RegExp, href: string) {
  const link = scope.getByRole("link", { name }).first();
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

test("donates in kind: home, donate, step 2, upload (with JavaScript, client-side)", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: en.home_donate_cta, exact: true }).click();
  await expect(page).toHaveURL("/donate");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("en", "/donate").heading);
  const inKind = page.locator("#in-kind");
  await expect(inKind.getByRole("link", { name: /Egypt/ })).toHaveAttribute("href", config.storeUrls.egypt ?? "");
  await expect(inKind.getByRole("link", { name: /Israel/ })).toHaveAttribute("href", config.storeUrls.israel ?? "");
  await expect(inKind.getByRole("link", { name: /limit-flex/ })).toHaveAttribute("href", config.storeUrls.regional ?? "");
  await inKind.getByRole("link", { name: /Upload your QR code/ }).click();
  await expect(page).toHaveURL("/upload");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("en", "/upload").heading);
  const crumbs = page.getByRole("navigation", { name: en.breadcrumb_label });
  await expect(crumbs.getByRole("listitem")).toHaveText([en.nav_home, en.nav_donate, pageText("en", "/upload").heading]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("donates in kind in Arabic", async ({ page }) => {
    await page.goto("/ar/donate");
    await page.locator("#in-kind").getByRole("link", { name: /QR/ }).click();
    await expect(page).toHaveURL("/ar/upload");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("ar", "/upload").heading);
  });
});

test("the cash donation button leads to the donation page", async ({ page }) => {
  await page.goto("/donate");
  await expectOutbound(page, /Donate now/, config.donateUrl);
});

test("the travel page leads to the storefront", async ({ page }) => {
  await page.goto("/travel");
  expect(await page.getByRole("link", { name: /Explore eSIMs Now/ }).count()).toBeGreaterThanOrEqual(2);
  await expectOutbound(page, /Explore eSIMs Now/, config.travelStoreUrl);
});

test("every way to request an eSIM leads to the request site", async ({ page }) => {
  for (const locale of locales) {
    const text = messages(locale);
    await page.goto(localizePath("/", locale));
    await expectOutbound(page.getByRole("banner"), text.nav_request_site, config.requestSiteUrl);
    await expectOutbound(page.getByRole("main"), text.home_request_cta, config.requestSiteUrl);
  }
  await page.goto("/contact");
  // An action, not a question (ux walk 2026-11-25, m7).
  await expectOutbound(page.getByRole("main"), "Request an eSIM or a renewal", config.requestSiteUrl);
});

test("the contact page has the newsletter card, the social channels and the contact form's place", async ({ page }) => {
  await page.goto("/contact#newsletter");
  await expect(page.locator("#newsletter").getByRole("heading").first()).toBeVisible();
  for (const [name, href] of [
    [en.social_instagram, config.social.instagram],
    [en.social_facebook, config.social.facebook],
    [/X \(Twitter\)/, config.social.x],
    [en.social_whatsapp, config.social.whatsapp],
    [en.social_linkedin, config.social.linkedin],
  ] as const) {
    await expectOutbound(page.getByRole("main"), name, href ?? "");
  }
  await expect(page.getByRole("main").getByRole("link", { name: en.social_newsletter })).toHaveAttribute("href", "#newsletter");
});
