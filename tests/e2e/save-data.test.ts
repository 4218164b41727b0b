// Data-saving mode: with `Save-Data: on`, or after the footer's "Use less data", a page loads no
// script at all and every journey still works (language links, menu, policies, the forms' direct
// links); the choice survives a reload and switches back; the control works by keyboard, with and
// without JavaScript, is labelled in every locale, and also works on a static host, where the
// page's inline bootstrap decides. Runs on the build with fixture forms, so the direct links exist.
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locales, localizePath } from "../../src/lib/locale.js";
import { FORM_PROVIDER } from "./fixtures/form-provider";
import { messages, newContext, pageText, setUpSite, viewports } from "./support";

const FORMS_BUILD = ".tmp/dist-forms";
const site = setUpSite({ distDir: FORMS_BUILD });

/** A page that records the scripts it requests, in a context closed after the test. */
async function openPage(context: BrowserContext) {
  const page = await context.newPage();
  const scripts: string[] = [];
  const origins = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
    origins.add(new URL(request.url()).origin);
  });
  return { page, scripts, origins };
}

/** Script elements that would run: JSON-LD is data. */
const runnableScripts = (page: Page) => page.locator("script:not([type='application/ld+json'])").count();
const h1 = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();
const control = (page: Page, locale: (typeof locales)[number], pressed: boolean) =>
  page.getByRole("contentinfo").getByRole("button", { name: messages(locale).save_data_label, pressed, exact: true });
const hydrated = (page: Page) => page.locator("header button[aria-haspopup=listbox]").waitFor();

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
});
async function context(options: Parameters<typeof newContext>[2] = {}) {
  const created = await newContext(site.browser, site.origin, options);
  contexts.push(created);
  return created;
}

describe("with Save-Data: on", () => {
  /** A browser that asks to save data on every request (extraHTTPHeaders would miss the ones after a redirect). */
  async function saveDataContext(options: Parameters<typeof newContext>[2] = {}) {
    const created = await context(options);
    await created.route(
      () => true,
      (route) => route.fallback({ headers: { ...route.request().headers(), "save-data": "on" } }),
    );
    return created;
  }

  it("a page downloads no script, and the language links, the policies and the forms' direct links work", async () => {
    const { page, scripts, origins } = await openPage(await saveDataContext());
    await page.goto("/ar");
    expect(await h1(page)).toBe(pageText("ar", "/").heading);
    await control(page, "ar", true).waitFor();

    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("banner").getByRole("link", { name: "Français" }).click();
    await page.waitForURL((url) => url.pathname === "/fr");
    expect(await h1(page)).toBe(pageText("fr", "/").heading);

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: messages("fr").nav_distribution })
      .click();
    await page.waitForURL("**/fr/distribution-policy");
    expect(await h1(page)).toBe(pageText("fr", "/distribution-policy").heading);

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: messages("fr").nav_contact })
      .click();
    await page.waitForURL("**/fr/contact");
    const direct = page.getByRole("link", { name: new RegExp(messages("fr").form_open_new_tab) });
    expect(await direct.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toContain(`${FORM_PROVIDER}/slow/contact/fr`);
    expect(await page.locator("iframe").count()).toBe(0);

    expect(await runnableScripts(page)).toBe(0);
    expect(scripts).toEqual([]);
    expect([...origins]).toEqual([site.origin]);
  });

  it("the small-screen menu leads to the footer's links", async () => {
    const { page, scripts } = await openPage(await saveDataContext({ viewport: viewports.phone }));
    await page.goto("/tr/travel");
    await page.getByRole("link", { name: messages("tr").menu_open }).click();
    expect(new URL(page.url()).hash).toBe("#site-footer");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: messages("tr").nav_donate })
      .click();
    await page.waitForURL("**/tr/donate");
    expect(await h1(page)).toBe(pageText("tr", "/donate").heading);
    expect(scripts).toEqual([]);
  });

  it("the footer control switches the mode off for this visitor, and back on", async () => {
    const { page, scripts } = await openPage(await saveDataContext());
    await page.goto("/fr/about");
    await control(page, "fr", true).click();
    await page.waitForURL("**/fr/about");
    await hydrated(page);
    expect(scripts.length).toBeGreaterThan(0);
    await control(page, "fr", false).click();
    await control(page, "fr", true).waitFor();
    scripts.length = 0;
    await page.reload();
    await control(page, "fr", true).waitFor();
    expect(scripts).toEqual([]);
  });
});

describe("the footer control", () => {
  it("switches the mode on with JavaScript, survives a reload, and switches it off", async () => {
    const browserContext = await context();
    const { page, scripts } = await openPage(browserContext);
    await page.goto("/ar/donate");
    await hydrated(page);
    await control(page, "ar", false).click();
    await control(page, "ar", true).waitFor();
    const cookie = (await browserContext.cookies()).find((c) => c.name === "KGC_SAVE_DATA");
    expect(cookie?.value).toBe("on");
    // Remembered for 400 days, like the language.
    expect(Math.round(((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400)).toBe(400);

    scripts.length = 0;
    await page.reload();
    await control(page, "ar", true).waitFor();
    await page
      .getByRole("link", { name: messages("ar").nav_distribution })
      .first()
      .click();
    await page.waitForURL("**/ar/distribution-policy");
    expect(await h1(page)).toBe(pageText("ar", "/distribution-policy").heading);
    expect(await runnableScripts(page)).toBe(0);
    expect(scripts).toEqual([]);

    await control(page, "ar", true).click();
    await hydrated(page);
    expect((await browserContext.cookies()).find((c) => c.name === "KGC_SAVE_DATA")?.value).toBe("off");
  });

  it("works without JavaScript, through the server", async () => {
    const { page } = await openPage(await context({ javaScriptEnabled: false }));
    await page.goto("/tr/policies");
    await control(page, "tr", false).click();
    await page.waitForURL((url) => url.pathname === "/tr/policies");
    await control(page, "tr", true).waitFor();
    expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
    await control(page, "tr", true).click();
    await control(page, "tr", false).waitFor();
    expect(await page.locator("script").count()).toBeGreaterThan(1);
  });

  for (const locale of locales) {
    it(`is labelled, described and usable by keyboard in ${locale}`, async () => {
      const text = messages(locale);
      const { page, scripts } = await openPage(await context());
      await page.goto(localizePath("/contact", locale));
      await hydrated(page);
      const button = control(page, locale, false);
      expect(await button.getAttribute("aria-describedby").then((id) => page.locator(`[id="${id}"]`).textContent())).toBe(
        text.save_data_hint,
      );
      expect(await button.isVisible()).toBe(true);
      // Reached by Tab from the element before it, switched with the space bar.
      await button.evaluate((el: HTMLElement) => {
        const stops = [...document.querySelectorAll<HTMLElement>("a[href], button, summary")].filter((stop) => stop.checkVisibility());
        stops[stops.indexOf(el) - 1]?.focus();
      });
      await page.keyboard.press("Tab");
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Space");
      await control(page, locale, true).waitFor();
      scripts.length = 0;
      await page.reload();
      expect(scripts).toEqual([]);
      await control(page, locale, true).focus();
      await page.keyboard.press("Enter");
      await control(page, locale, false).waitFor();
    });
  }
});

describe("on a static host (no server to choose the page)", () => {
  let server: Server;
  let origin = "";
  beforeAll(async () => {
    const root = join(FORMS_BUILD, "client");
    server = createServer((request, response) => {
      const path = new URL(request.url ?? "/", "http://localhost").pathname;
      const file = join(root, extname(path) ? path : join(path, "index.html"));
      if (!file.startsWith(root) || !existsSync(file)) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, {
        "Content-Type": { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" }[extname(file)] ?? "",
      });
      response.end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("the page's bootstrap loads no script when the browser saves data", async () => {
    const staticContext = await newContext(site.browser, origin);
    contexts.push(staticContext);
    // What a phone with data saving on reports.
    await staticContext.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", { get: () => ({ saveData: true, effectiveType: "4g" }) });
    });
    const { page, scripts } = await openPage(staticContext);
    await page.goto("/ar/about");
    await page.waitForLoadState("load");
    await control(page, "ar", true).waitFor();
    await page.waitForTimeout(2500);
    expect(scripts).toEqual([]);
    // The visitor turns the mode off: the cookie wins over the browser's signal.
    await control(page, "ar", true).click();
    await page.locator("header button[aria-haspopup=listbox]").waitFor();
    expect(scripts.length).toBeGreaterThan(0);
  });

  it("the footer control works from the page alone", async () => {
    const staticContext = await newContext(site.browser, origin);
    contexts.push(staticContext);
    const { page, scripts } = await openPage(staticContext);
    await page.goto("/fr/travel");
    await page.locator("header button[aria-haspopup=listbox]").waitFor();
    await control(page, "fr", false).click();
    await control(page, "fr", true).waitFor();
    scripts.length = 0;
    await page.reload();
    await control(page, "fr", true).waitFor();
    await page.waitForTimeout(2500);
    expect(scripts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/fr/travel");
  });
});
