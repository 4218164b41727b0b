// The embedded forms against local fixture providers (a second build, .tmp/dist-forms, made by
// scripts/build-form-fixtures.js): skeleton then form, the timeout fallback, a new locale's form
// after switching, sizes without layout shift, the CSP, and axe with the forms shown and failed.
// The default build (dist), with no form configured, shows the "not available" message at once.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_PROVIDER, startFormProvider } from "./fixtures/form-provider";
import { launchBrowser, messages, newContext, seriousViolations, startServer, viewports } from "./support";

let browser: Browser;
let site: Awaited<ReturnType<typeof startServer>>;
let plainSite: Awaited<ReturnType<typeof startServer>>;
let provider: Awaited<ReturnType<typeof startFormProvider>>;

beforeAll(async () => {
  provider = await startFormProvider();
  site = await startServer(".tmp/dist-forms");
  plainSite = await startServer("dist");
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await plainSite?.close();
  await provider?.close();
});

const contexts: BrowserContext[] = [];
async function open(url: string, options: Parameters<typeof newContext>[2] = {}): Promise<Page> {
  const context = await newContext(browser, site.origin, { allowOrigins: [FORM_PROVIDER], ...options });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
});

describe("contact form frame", () => {
  it("shows a skeleton with an announced loading label, then the form", async () => {
    const page = await open("/fr/contact");
    const box = page
      .locator("[data-form-state]")
      .filter({ has: page.locator("iframe") })
      .first();
    await page
      .getByRole("status")
      .filter({ hasText: messages("fr").form_loading })
      .first()
      .waitFor();
    await box.scrollIntoViewIfNeeded();
    expect(await page.frameLocator('iframe[title="Formulaire de contact"]').locator("h1").textContent()).toContain(
      "Fixture contact form (fr)",
    );
    await expect.poll(() => box.getAttribute("data-form-state"), { timeout: 10_000 }).toBe("loaded");
    expect(await page.locator('iframe[title="Formulaire de contact"]').isVisible()).toBe(true);
    expect(await page.locator('iframe[title="Formulaire de contact"]').getAttribute("referrerpolicy")).toBe("strict-origin");
    expect(await page.locator('iframe[title="Formulaire de contact"]').getAttribute("loading")).toBe("lazy");
  });

  it("gives up after the timeout with a message, a working link and the other ways to reach the team", async () => {
    const page = await open("/tr/contact");
    const text = messages("tr");
    const box = page
      .locator("[data-form-state]")
      .filter({ hasNot: page.locator("[data-newsletter-form]") })
      .first();
    await box.scrollIntoViewIfNeeded();
    await box.getByRole("alert").filter({ hasText: text.form_failed }).waitFor({ timeout: 10_000 });
    const link = box.getByRole("link", { name: new RegExp(text.form_open_new_tab) });
    expect(await link.getAttribute("href")).toBe(`${FORM_PROVIDER}/never/contact/tr`);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(
      await page
        .locator('[data-form-state="failed"]')
        .getByRole("link", { name: /Instagram/ })
        .count(),
    ).toBe(1);
    expect(await page.locator('iframe[title="İletişim formu"]').count()).toBe(0);
  });

  it("resets and loads the Arabic form after switching from English", async () => {
    const page = await open("/contact");
    await page.locator('iframe[title="Contact form"]').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator("[data-form-state]:has(iframe)").first().getAttribute("data-form-state")).toBe("loaded");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /English/ })
      .click();
    await page.getByRole("option", { name: "العربية" }).click();
    await page.waitForURL("**/ar/contact");
    const frame = page.locator(`iframe[title="${messages("ar").contact_form_title}"]`);
    expect(await frame.getAttribute("src")).toBe(`${FORM_PROVIDER}/contact/ar`);
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator("[data-form-state]:has(iframe)").first().getAttribute("data-form-state")).toBe("loaded");
  });

  for (const [name, viewport, height] of [
    ["phone", viewports.phone, 1100],
    ["desktop", viewports.desktop, 850],
  ] as const) {
    it(`takes ${height}px at ${name} width, skeleton and frame alike, without shifting the page`, async () => {
      const context = await newContext(browser, site.origin, { viewport, allowOrigins: [FORM_PROVIDER] });
      contexts.push(context);
      const page = await context.newPage();
      await page.addInitScript(() => {
        (window as unknown as { shift: number }).shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/fr/contact");
      const box = page.locator("[data-form-state]:has(iframe)").first();
      await box.waitFor();
      expect(Math.round((await box.boundingBox())?.height ?? 0)).toBe(height);
      await box.scrollIntoViewIfNeeded();
      await expect.poll(() => box.getAttribute("data-form-state"), { timeout: 10_000 }).toBe("loaded");
      expect(Math.round((await page.locator("iframe").first().boundingBox())?.height ?? 0)).toBe(height);
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
    });
  }
});

describe("upload form frame", () => {
  it("falls back to the English form where a locale has none, at the upload heights", async () => {
    const page = await open("/tr/upload");
    const frame = page.locator(`iframe[title="${messages("tr").upload_form_title}"]`);
    expect(await frame.getAttribute("src")).toBe(`${FORM_PROVIDER}/upload/en`);
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator("[data-form-state]").first().getAttribute("data-form-state")).toBe("loaded");
    expect(Math.round((await frame.boundingBox())?.height ?? 0)).toBe(975);
  });

  it("is 1345px tall on a phone", async () => {
    const page = await open("/ar/upload", { viewport: viewports.phone });
    expect(Math.round((await page.locator("[data-form-state]").first().boundingBox())?.height ?? 0)).toBe(1345);
  });
});

describe("newsletter", () => {
  it("inserts the provider's script once and shows the form it renders into the element with the form id", async () => {
    const page = await open("/ar/contact#newsletter");
    const card = page.locator("#newsletter");
    await card.locator('form[data-fixture="news-ar"]').waitFor();
    expect(await card.locator("#news-ar").count()).toBe(1);
    expect(await page.locator('script[src$="/form/news-ar.js"]').count()).toBe(1);
    await expect.poll(() => card.locator("[data-form-state]").getAttribute("data-form-state")).toBe("loaded");
  });

  it("removes the script when the page changes, and loads the new locale's script", async () => {
    const page = await open("/contact");
    await page.locator('form[data-fixture="news-en"]').waitFor();
    await page
      .getByRole("banner")
      .getByRole("link", { name: messages("en").nav_about })
      .click();
    await page.waitForURL("**/about");
    await expect.poll(() => page.locator('script[src*="/form/news-"]').count()).toBe(0);
    await page.goto("/ar/contact");
    await page.locator('form[data-fixture="news-ar"]').waitFor();
    expect(await page.locator('script[src*="/form/news-en"]').count()).toBe(0);
  });

  it("offers the hosted form when the script never loads", async () => {
    const page = await open("/tr/contact#newsletter");
    const card = page.locator("#newsletter");
    await card.getByRole("alert").waitFor({ timeout: 10_000 });
    expect(await card.getByRole("link", { name: new RegExp(messages("tr").form_open_new_tab) }).getAttribute("href")).toBe(
      `${FORM_PROVIDER}/newsletter/tr`,
    );
  });
});

describe("security and no-JavaScript", () => {
  it("allows exactly the configured form origins, and only on the pages with forms", async () => {
    const contact = await fetch(`${site.origin}/contact`);
    const csp = contact.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`frame-src ${FORM_PROVIDER}`);
    expect(csp).toMatch(new RegExp(`script-src 'self'[^;]* ${FORM_PROVIDER.replace(/[.:/]/g, "\\$&")}`));
    expect(csp).not.toMatch(/frame-src[^;]*(\*|https:)(;|\s)/);
    const about = await fetch(`${site.origin}/about`);
    expect(about.headers.get("content-security-policy")).toContain("frame-src 'none'");
    expect(about.headers.get("content-security-policy")).not.toContain(FORM_PROVIDER);
  });

  it("makes no third-party request on a page without a form", async () => {
    const context = await newContext(browser, site.origin, { allowOrigins: [FORM_PROVIDER] });
    contexts.push(context);
    const page = await context.newPage();
    const before = provider.requests.length;
    await page.goto("/donate");
    await page.waitForLoadState("networkidle");
    expect(provider.requests.length).toBe(before);
  });

  it("shows the direct link in each form's place without JavaScript", async () => {
    const page = await open("/contact", { javaScriptEnabled: false });
    expect(await page.locator("iframe").count()).toBe(0);
    const links = page.getByRole("link", { name: new RegExp(messages("en").form_open_new_tab) });
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toContain(`${FORM_PROVIDER}/contact/en`);
  });

  it("says at once that a form is not available when none is configured", async () => {
    const context = await newContext(browser, plainSite.origin);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto("/upload");
    await page
      .getByRole("alert")
      .filter({ hasText: messages("en").form_unavailable })
      .waitFor({ timeout: 2000 });
    expect(await page.locator("iframe").count()).toBe(0);
  });
});

describe("accessibility of the forms", () => {
  for (const url of ["/contact", "/ar/upload", "/tr/contact"]) {
    it(`${url} has no serious or critical violations with its forms loaded or failed`, async () => {
      const page = await open(url);
      // Each form's timer starts when it comes into view with the app running (it starts after load).
      await page.locator("header button[aria-haspopup=listbox]").waitFor();
      for (const box of await page.locator("[data-form-state]").all()) await box.scrollIntoViewIfNeeded();
      await expect
        .poll(
          () =>
            page
              .locator("[data-form-state]")
              .evaluateAll((els) => els.every((el) => /loaded|failed/.test(el.getAttribute("data-form-state") ?? ""))),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
