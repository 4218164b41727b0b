// Data-saving mode: with `Save-Data: on`, or after the footer's "Use less data", a page loads no
// script at all and every journey still works (language links, menu, policies, the forms' direct
// links); the choice survives a reload and switches back; the control works by keyboard, with and
// without JavaScript, is labelled in every locale, and also works on a static host, where the
// page's inline bootstrap decides. Runs on the build with fixture forms, so the direct links exist.
import type { BrowserContext, Page } from "@playwright/test";
import { locales, localizePath } from "#model/locales.ts";
import { FORM_PROVIDER } from "./fixtures/form-provider.ts";
import { phoneAgents } from "./phone-agents.ts";
import { appStarted, test as base, expect } from "./playwright-utils.ts";
import { messages, pageText, viewports } from "./support.ts";

const FORMS_BUILD = ".tmp/dist-fixtures";

/**
 * A static host of the same build: Cloudflare's runtime, where a prefixed page is a file served as
 * it is, with no server rule to choose its lite variant (the Pages Function runs for unprefixed
 * pages only).
 */
const test = base.extend<{ staticHost: { origin: string } }>({
  staticHost: async ({ servers }, use) => use({ origin: await servers.origin(FORMS_BUILD, "cloudflare") }),
});

test.use({ distDir: FORMS_BUILD });

/** A page that records the scripts it requests and the origins it reaches. */
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
const runnableScripts = (page: Page) => page.locator("script:not([type='application/ld+json'])");
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const control = (page: Page, locale: (typeof locales)[number], pressed: boolean) =>
  page.getByRole("contentinfo").getByRole("button", { name: messages(locale).save_data_label, pressed, exact: true });

/**
 * The page's bootstrap chose the lite page (it marks <html> and returns before scheduling the app),
 * and the network has gone quiet: nothing is left that could still fetch a script.
 */
async function settledWithoutApp(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-lite-page", "");
  await page.waitForLoadState("networkidle");
}

test.describe("with Save-Data: on", () => {
  /** A browser that asks to save data on every request (extraHTTPHeaders would miss the ones after a redirect). */
  async function saveDataContext(context: BrowserContext) {
    await context.route(
      () => true,
      (route) => route.fallback({ headers: { ...route.request().headers(), "save-data": "on" } }),
    );
    return context;
  }

  test("a page downloads no script, and the language links, the policies and the forms' direct links work", async ({
    newContext,
    site,
  }) => {
    const { page, scripts, origins } = await openPage(await saveDataContext(await newContext()));
    await page.goto("/ar");
    await expect(h1(page)).toHaveText(pageText("ar", "/").heading);
    await expect(control(page, "ar", true)).toBeVisible();

    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("banner").getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/fr");
    await expect(h1(page)).toHaveText(pageText("fr", "/").heading);

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: messages("fr").nav_distribution })
      .click();
    await expect(page).toHaveURL("/fr/distribution-policy");
    await expect(h1(page)).toHaveText(pageText("fr", "/distribution-policy").heading);

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: messages("fr").nav_contact })
      .click();
    await expect(page).toHaveURL("/fr/contact");
    const direct = page.getByRole("link", { name: new RegExp(messages("fr").form_open_new_tab) });
    expect(await direct.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toContain(`${FORM_PROVIDER}/slow/contact/fr`);
    await expect(page.locator("iframe")).toHaveCount(0);

    await expect(runnableScripts(page)).toHaveCount(0);
    expect(scripts).toEqual([]);
    expect([...origins]).toEqual([site.origin]);
  });

  test("the small-screen menu leads to the footer's links", async ({ newContext }) => {
    const { page, scripts } = await openPage(await saveDataContext(await newContext({ viewport: viewports.phone })));
    await page.goto("/tr/travel");
    await page.getByRole("link", { name: messages("tr").menu_open }).click();
    expect(new URL(page.url()).hash).toBe("#site-footer");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: messages("tr").nav_donate })
      .click();
    await expect(page).toHaveURL("/tr/donate");
    await expect(h1(page)).toHaveText(pageText("tr", "/donate").heading);
    expect(scripts).toEqual([]);
  });

  test("the footer control switches the mode off for this visitor, and back on", async ({ newContext }) => {
    const { page, scripts } = await openPage(await saveDataContext(await newContext()));
    await page.goto("/fr/about");
    await control(page, "fr", true).click();
    await expect(page).toHaveURL("/fr/about");
    await appStarted(page);
    expect(scripts.length).toBeGreaterThan(0);
    await control(page, "fr", false).click();
    await expect(control(page, "fr", true)).toBeVisible();
    scripts.length = 0;
    await page.reload();
    await expect(control(page, "fr", true)).toBeVisible();
    expect(scripts).toEqual([]);
  });
});

test.describe("a slow first visit (decision 141)", () => {
  // The guides are kept for reading offline by the service worker (blocked by default, decision 199).
  test.use({ serviceWorkers: "allow" });
  const bar = (page: Page, locale: (typeof locales)[number]) =>
    page.getByRole("region", { name: messages(locale).data_saving_bar_label, exact: true });

  test("with Save-Data, the top says it is a light version and offers to keep the guides, which then open offline", async ({
    newContext,
  }) => {
    const ar = messages("ar");
    const context = await newContext({ viewport: viewports.phone });
    await context.route(
      () => true,
      (route) => route.fallback({ headers: { ...route.request().headers(), "save-data": "on" } }),
    );
    const page = await context.newPage();
    await page.goto("/ar");
    const top = bar(page, "ar");
    await expect(top).toContainText(ar.data_saving_bar_text);
    // At the top: above the header.
    expect((await top.boundingBox())?.y).toBeLessThan((await page.getByRole("banner").boundingBox())?.y ?? 0);
    await expect(top.getByRole("button", { name: ar.data_saving_bar_full })).toBeVisible();
    // The offer says how much keeping the guides downloads: a few kilobytes a page, six pages.
    const keep = top.getByRole("link", { name: ar.data_saving_bar_keep_guides });
    const size = Number((await keep.textContent())?.match(/\((\d+) كيلوبايت\)/)?.[1]);
    expect(size).toBeGreaterThan(6);
    expect(size).toBeLessThan(60);

    await keep.click();
    await expect(page).toHaveURL("/ar/help#offline");
    const section = page.getByRole("region", { name: ar.help_offline_heading });
    await expect(section.getByRole("status")).toHaveText(ar.help_offline_unsaved, { useInnerText: true });
    await section.getByRole("button", { name: ar.help_offline_button }).click();
    await expect(section.getByRole("status")).toHaveText(ar.help_offline_saved, { useInnerText: true, timeout: 20_000 });
    // The top no longer offers what the section says is done.
    await expect(top.getByRole("link", { name: ar.data_saving_bar_keep_guides })).toBeHidden();
    // The one script a light page runs is the help index's own, inline: nothing was downloaded to run.
    await expect(runnableScripts(page)).toHaveCount(1);

    await context.setOffline(true);
    await page.goto("/ar/help/troubleshooting");
    await expect(h1(page)).toHaveText(pageText("ar", "/help/troubleshooting").heading);
    await page.goto("/ar/help");
    await expect(page.getByRole("region", { name: ar.help_offline_heading }).getByRole("status")).toHaveText(ar.help_offline_saved, {
      useInnerText: true,
    });
    await expect(top.getByRole("link", { name: ar.data_saving_bar_keep_guides })).toBeHidden();
    await context.setOffline(false);
  });

  test("on a 2g connection, the page's bootstrap shows the light version and its bar offers the full one", async ({ newContext }) => {
    const tr = messages("tr");
    const context = await newContext({ viewport: viewports.phone });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", { get: () => ({ saveData: false, effectiveType: "2g" }) });
    });
    const { page, scripts } = await openPage(context);
    await page.goto("/tr/about");
    await expect(bar(page, "tr")).toContainText(tr.data_saving_bar_text);
    await expect(control(page, "tr", true)).toBeVisible();
    await settledWithoutApp(page);
    expect(scripts).toEqual([]);
    await bar(page, "tr").getByRole("button", { name: tr.data_saving_bar_full }).click();
    await appStarted(page);
    await expect(bar(page, "tr")).toBeHidden();
    expect(new URL(page.url()).pathname).toBe("/tr/about");
  });

  test("a visit with scripts shows no bar, and the help page says when the guides are saved", async ({ context }) => {
    const fr = messages("fr");
    const page = await context.newPage();
    await page.goto("/fr/help");
    await appStarted(page);
    await expect(bar(page, "fr")).toBeHidden();
    const status = page.getByRole("region", { name: fr.help_offline_heading }).getByRole("status");
    await expect(status).toHaveText(fr.help_offline_saved, { useInnerText: true, timeout: 30_000 });
    await page.reload();
    await expect(status).toHaveText(fr.help_offline_saved, { useInnerText: true });
  });
});

test.describe("the footer control", () => {
  test("switches the mode on with JavaScript, survives a reload, and switches it off", async ({ context }) => {
    const { page, scripts } = await openPage(context);
    await page.goto("/ar/donate");
    await appStarted(page);
    await control(page, "ar", false).click();
    await expect(control(page, "ar", true)).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "KGC_SAVE_DATA");
    expect(cookie?.value).toBe("on");
    // Remembered for 400 days, like the language.
    expect(Math.round(((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400)).toBe(400);

    scripts.length = 0;
    await page.reload();
    await expect(control(page, "ar", true)).toBeVisible();
    await page
      .getByRole("link", { name: messages("ar").nav_distribution })
      .first()
      .click();
    await expect(page).toHaveURL("/ar/distribution-policy");
    await expect(h1(page)).toHaveText(pageText("ar", "/distribution-policy").heading);
    await expect(runnableScripts(page)).toHaveCount(0);
    expect(scripts).toEqual([]);

    await control(page, "ar", true).click();
    await appStarted(page);
    expect((await context.cookies()).find((c) => c.name === "KGC_SAVE_DATA")?.value).toBe("off");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("works through the server", async ({ page }) => {
      await page.goto("/tr/policies");
      await control(page, "tr", false).click();
      await expect(page).toHaveURL((url) => url.pathname === "/tr/policies");
      await expect(control(page, "tr", true)).toBeVisible();
      await expect(runnableScripts(page)).toHaveCount(0);
      await control(page, "tr", true).click();
      await expect(control(page, "tr", false)).toBeVisible();
      expect(await page.locator("script").count()).toBeGreaterThan(1);
    });
  });

  for (const locale of locales) {
    test(`is labelled, described and usable by keyboard in ${locale}`, async ({ context }) => {
      const text = messages(locale);
      const { page, scripts } = await openPage(context);
      await page.goto(localizePath("/contact", locale));
      await appStarted(page);
      const button = control(page, locale, false);
      expect(await button.getAttribute("aria-describedby").then((id) => page.locator(`[id="${id}"]`).textContent())).toBe(
        text.save_data_hint,
      );
      await expect(button).toBeVisible();
      // Reached by Tab from the element before it, switched with the space bar.
      await button.evaluate((el: HTMLElement) => {
        const stops = [...document.querySelectorAll<HTMLElement>("a[href], button, summary")].filter((stop) => stop.checkVisibility());
        stops[stops.indexOf(el) - 1]?.focus();
      });
      await page.keyboard.press("Tab");
      await expect(button).toBeFocused();
      await page.keyboard.press("Space");
      await expect(control(page, locale, true)).toBeVisible();
      scripts.length = 0;
      await page.reload();
      expect(scripts).toEqual([]);
      await control(page, locale, true).focus();
      await page.keyboard.press("Enter");
      await expect(control(page, locale, false)).toBeVisible();
    });
  }
});

test.describe("on a static host, Cloudflare Pages (no server to choose a prefixed page)", () => {
  /** A browser on the static host whose phone reports data saving on. */
  async function savingData(context: BrowserContext) {
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", { get: () => ({ saveData: true, effectiveType: "4g" }) });
    });
    return openPage(context);
  }

  test("the page's bootstrap loads no script when the browser saves data", async ({ newContext, staticHost }) => {
    const { page, scripts } = await savingData(await newContext({ baseURL: staticHost.origin }));
    await page.goto("/ar/about");
    await expect(control(page, "ar", true)).toBeVisible();
    await settledWithoutApp(page);
    expect(scripts).toEqual([]);
    // The visitor turns the mode off: the cookie wins over the browser's signal.
    await control(page, "ar", true).click();
    await appStarted(page);
    expect(scripts.length).toBeGreaterThan(0);
  });

  // With no twin to serve, the full page is put in data-saving mode by its bootstrap, before the end
  // of parsing; the guide's head script then moves the visitor's phone first in the document, as the
  // stylesheet shows it, so the Tab key and a screen reader meet it first too (decision 200).
  test("a guide the bootstrap puts in data-saving mode has the visitor's phone first in the document", async ({
    newContext,
    staticHost,
  }) => {
    const { page, scripts } = await savingData(
      await newContext({ baseURL: staticHost.origin, userAgent: phoneAgents.samsung, viewport: viewports.phone }),
    );
    await page.goto("/ar/help/get-online");
    await expect(control(page, "ar", true)).toBeVisible();
    await settledWithoutApp(page);
    expect(scripts).toEqual([]);
    const blocks = page.locator("main [data-platform]");
    expect(await blocks.evaluateAll((found) => found.map((block) => block.id))).toEqual(["samsung", "iphone", "android"]);
    await expect(blocks.first().getByRole("heading", { level: 2 })).toHaveText(messages("ar").help_platform_samsung);
  });

  test("the footer control works from the page alone", async ({ newContext, staticHost }) => {
    const { page, scripts } = await openPage(await newContext({ baseURL: staticHost.origin }));
    await page.goto("/fr/travel");
    await appStarted(page);
    await control(page, "fr", false).click();
    await expect(control(page, "fr", true)).toBeVisible();
    scripts.length = 0;
    await page.reload();
    await expect(control(page, "fr", true)).toBeVisible();
    await settledWithoutApp(page);
    expect(scripts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/fr/travel");
  });
});
