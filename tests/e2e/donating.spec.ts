// Donating and the other ways out of the site, as a visitor meets them: the donation journeys, the
// storefront and request-site links, the contact page's channels. Outbound links open in a new tab,
// safely. (The key facts and the no-English check of the pages are in reading-pages.spec.ts.)
import { readFileSync } from "node:fs";
import type { Locator } from "@playwright/test";
import { parse } from "yaml";
import { parseConfig } from "#model/config/schema.ts";
import { locales, localizePath } from "#model/locales.ts";
import formEnv from "./fixtures/form-env.json" with { type: "json" };
import { expect, test } from "./playwright-utils.ts";
import { messages, pageText, viewports } from "./support.ts";

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

// The store's buttons show while the upload form is open: on the copy built with the forms configured.
test.describe("with the upload form open", () => {
  test.use({ distDir: ".tmp/dist-fixtures" });

  test("donates in kind: home, donate, step 2, upload (with JavaScript, client-side)", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: en.home_donate_cta, exact: true }).click();
    await expect(page).toHaveURL("/donate");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("en", "/donate").heading);
    const inKind = page.locator("#in-kind");
    await expectOutbound(inKind, /^Egypt/, config.storeUrls.egypt ?? "");
    await expectOutbound(inKind, /^Israel/, config.storeUrls.israel ?? "");
    await expectOutbound(inKind, /^Middle East regional/, config.storeUrls.regional ?? "");
    await expectOutbound(inKind, "travel store", config.travelStoreUrl);
    await inKind.getByRole("link", { name: /Upload your QR code/ }).click();
    await expect(page).toHaveURL("/upload");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("en", "/upload").heading);
    const crumbs = page.getByRole("navigation", { name: en.breadcrumb_label });
    await expect(crumbs.getByRole("listitem")).toHaveText([en.nav_home, en.nav_donate, pageText("en", "/upload").heading]);
  });
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

/** The donate page's own fields, as the editors wrote them. */
function donateText(locale: (typeof locales)[number]) {
  return pageText(locale, "/donate") as unknown as {
    inKind: { closed: string; checkFirst: string; step1: { label: string; bodyWhileClosed: string } };
  };
}

/** The bold words a Markdown field starts with ("**The upload form is closed**, so…"). */
const boldStart = (markdown: string) => /^\*\*([^*]+)\*\*/.exec(markdown)?.[1] ?? markdown;

/** The plain words a Markdown field starts with, up to its first bold or link ("Once the form is open, buy…"). */
const plainStart = (markdown: string) => /^[^*[]+/.exec(markdown)?.[0].trim() ?? markdown;

test.describe("with the upload form not configured (the default build)", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`/donate says so before step 1 and offers the cash donation instead, in ${locale}`, async ({ page }) => {
      await page.goto(localizePath("/donate", locale));
      const inKind = page.locator("#in-kind");
      const notice = inKind.locator("[data-upload-form]");
      await expect(notice).toHaveAttribute("data-upload-form", "closed");
      await expect(notice).toContainText(boldStart(donateText(locale).inKind.closed));
      await expect(notice.getByRole("link")).toHaveAttribute("href", config.donateUrl);
      const step1 = inKind.getByText(donateText(locale).inKind.step1.label, { exact: true });
      expect((await notice.boundingBox())?.y ?? Infinity).toBeLessThan((await step1.boundingBox())?.y ?? 0);
      // Step 1 says when to buy, and names the plans with no link or button to the store below the
      // line that asks not to buy now.
      await expect(inKind).toContainText(plainStart(donateText(locale).inKind.step1.bodyWhileClosed));
      await expect(inKind.locator("li li")).toHaveCount(3);
      for (const store of Object.values(config.storeUrls)) await expect(inKind.locator(`a[href="${store}"]`)).toHaveCount(0);
      await expect(inKind.locator(`a[href="${config.travelStoreUrl}"]`)).toHaveCount(0);
    });
  }
});

test("step 1 shows the store's plans with their data, validity and price, from the travel plans data", async ({ page }) => {
  type Plans = {
    plans: { id: "egypt" | "israel" | "regional"; data_gb: number; days: number; price_usd: number }[];
    wording: { en: { names: Record<string, string> } };
  };
  const data = parse(readFileSync(new URL("../../content/data/travel-plans.yaml", import.meta.url), "utf8")) as Plans;
  await page.goto("/donate");
  const plans = page.locator("#in-kind li li");
  await expect(plans).toHaveText(
    data.plans.map(
      (plan) => new RegExp(`^${data.wording.en.names[plan.id]}${plan.data_gb} GB · ${plan.days} days · \\$${plan.price_usd}$`),
    ),
  );
  await expect(page.locator("#in-kind")).not.toContainText("limit-flex");
});

test.describe("on a phone", () => {
  test.use({ viewport: viewports.phone });

  test("the cash donation button is on the first screen of /donate, in every language", async ({ page }) => {
    for (const locale of locales) {
      await page.goto(localizePath("/donate", locale));
      const box = await page.locator("#cash").getByRole("link").first().boundingBox();
      expect(box && box.y + box.height, locale).toBeLessThanOrEqual(viewports.phone.height);
    }
  });
});

test("names no fiscal sponsor and shows no empty line for it when none is configured", async ({ page }) => {
  await page.goto("/fr/donate");
  await expect(page.locator("[data-fiscal-sponsor]")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText("EIN");
  await expect(page.locator("#cash").getByRole("link").first()).not.toHaveAttribute("aria-describedby", /./);
});

test.describe("with a fiscal sponsor configured", () => {
  test.use({ distDir: ".tmp/dist-fixtures" });

  test("names it with its US tax ID on /donate and in the footer, and says the cash button opens its page", async ({ page }) => {
    const { KGC_FISCAL_SPONSOR_NAME: name, KGC_FISCAL_SPONSOR_EIN: ein } = formEnv;
    const fr = messages("fr");
    await page.goto("/fr/donate");
    for (const scope of [page.getByRole("main"), page.getByRole("contentinfo")]) {
      const line = scope.locator("[data-fiscal-sponsor]");
      await expect(line).toHaveText(`${fr.fiscal_sponsor_named.replace("{name}", name)} · ${fr.fiscal_sponsor_ein.replace("{ein}", ein)}`);
    }
    await expect(page.locator("#cash").getByRole("link").first()).toHaveAccessibleDescription(
      fr.donate_cash_sponsor_page.replace("{name}", name),
    );
  });
});

test.describe("partner organisations", () => {
  test.use({ viewport: viewports.phone });

  for (const locale of locales) {
    test(`reach "Partner with us" from home in one tap on a phone, in ${locale}`, async ({ page }) => {
      const partner = (pageText(locale, "/contact") as unknown as { partner: { heading: string; requirements: string[]; steps: string[] } })
        .partner;
      await page.goto(localizePath("/", locale));
      await page.getByRole("main").locator('a[href$="/contact#partner"]').first().click();
      await expect(page).toHaveURL(`${localizePath("/contact", locale)}#partner`);
      const section = page.locator("#partner");
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(partner.heading);
      await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
      await expect(section.getByRole("listitem")).toHaveCount(partner.requirements.length + partner.steps.length);
      await expect(section.locator('a[href$="/partner-policy"]').first()).toBeVisible();
      await expect(section.locator('a[href$="/contact#message"]')).toHaveCount(1);
    });
  }
});
