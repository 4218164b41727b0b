// A resident's link drops after a page's HTML has arrived (issue 26, decision 110). Whatever script
// then fails (the page's route code, its text, a part loaded on demand), on a first visit or on a
// navigation, with the service worker or without, the page she reads stays: in Arabic, right to
// left, with its text and its links, and at most a quiet note in Arabic that offers to try again.
// The route intercepts the scripts and fails them as a dropped link does; every test checks that
// it really failed some.
import { readdirSync, readFileSync } from "node:fs";
import type { BrowserContext, Page, Route } from "@playwright/test";
import { localizePath } from "#model/locales.ts";
import { phoneAgents } from "./phone-agents.ts";
import { appStarted, expect, forEachServer, test } from "./playwright-utils.ts";
import { messages, pageText, type ServerKind, viewports } from "./support.ts";

const ar = messages("ar");
const url = (path: string) => localizePath(path, "ar");

/** A page to reach, the page a visitor comes from, and its scripts by name. */
type Target = { path: string; from: string; routeCode: RegExp; text: RegExp; layout?: RegExp };

const guide: Target = {
  path: "/help/get-online",
  from: "/help",
  routeCode: /\/assets\/_guide-[\w-]+\.js$/,
  text: /\/assets\/(guide-files|content-ar-get-online)-[\w-]+\.js$/,
};
const policy: Target = {
  path: "/privacy-policy",
  from: "/about",
  routeCode: /\/assets\/_policy-[\w-]+\.js$/,
  text: /\/assets\/content-ar-privacy-policy-[\w-]+\.js$/,
};
const contact: Target = {
  path: "/contact",
  from: "/about",
  routeCode: /\/assets\/contact-[\w-]+\.js$/,
  text: /\/assets\/content-ar-contact-[\w-]+\.js$/,
  layout: /\/assets\/ContactSections-[\w-]+\.js$/,
};
const home: Target = {
  path: "/",
  from: "/about",
  routeCode: /\/assets\/routes-[\w-]+\.js$/,
  text: /\/assets\/content-ar-home-[\w-]+\.js$/,
  layout: /\/assets\/HomeBody-[\w-]+\.js$/,
};

/** Fails every request for a script matching `pattern`, as a dropped link does, until `stop`; `dropped` lists those failed. */
async function dropScripts(context: BrowserContext, pattern: RegExp) {
  const dropped: string[] = [];
  const matches = (address: URL) => pattern.test(address.pathname);
  const fail = (route: Route) => {
    dropped.push(route.request().url());
    return route.abort("internetdisconnected");
  };
  await context.route(matches, fail);
  return { dropped, stop: () => context.unroute(matches, fail) };
}

/** Taps a visible link to a page of the site, the window marked first (see `sameWindow`). */
async function tapLink(page: Page, path: string) {
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page
    .locator(`a[href="${url(path)}"]`)
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL((address) => address.pathname === url(path));
}

/**
 * Follows a link and waits until its page is on screen. The address alone is not enough: within the
 * app it changes before the page's code and text have arrived, and a link followed meanwhile back
 * to the page still on screen is a stay on it, which loads nothing (the nineteenth session's CI
 * failure; "a tap back to the page on screen" below).
 */
async function followLink(page: Page, path: string) {
  await tapLink(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("ar", path).heading);
}

/** Whether the last link was followed within the app: a full page load wipes out the window's mark. */
const sameWindow = (page: Page) => page.evaluate(() => (window as unknown as { marker?: boolean }).marker ?? false);

/** The page as it was prerendered: its heading and text, in Arabic, right to left, with no English sentence and no error. */
async function expectReadable(page: Page, path: string) {
  await expect(page).toHaveURL((address) => address.pathname === url(path));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("ar", path).heading);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("contentinfo")).toBeVisible();
  // Latin names (eSIM, WhatsApp, iPhone, the program's own) are Arabic text too; three Latin words in a row are English.
  // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees, laid out.
  const text = (await page.locator("body").innerText()).replaceAll("Keep Gaza Connected", "");
  expect(text.length).toBeGreaterThan(1000);
  expect(text.match(/[A-Za-z]+(?:[ ,!:]+[A-Za-z]+){2,}/g) ?? []).toEqual([]);
}

/** The page as it was prerendered, the app not started, and the quiet note in Arabic offering to try again. */
async function expectLeftAsItWas(page: Page, path: string) {
  // The note first: it shows once the app has tried to start (after the load, the first paint and an
  // idle moment, decision 020: slow on a busy machine), and the page must be there after that.
  const note = page.getByRole("status").filter({ hasText: ar.page_code_failed });
  await expect(note).toBeVisible({ timeout: 20_000 });
  await expect(note.getByRole("button", { name: ar.page_code_failed_retry })).toBeVisible();
  await expect(page.locator("button[aria-haspopup=listbox]")).toHaveCount(0);
  await expectReadable(page, path);
}

/** Starts the test on the page a visitor comes from, with the service worker in control if asked. */
async function startFrom(page: Page, target: Target, serviceWorker: boolean) {
  await page.goto(url(target.from));
  await appStarted(page);
  if (serviceWorker) {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  }
}

/**
 * The page's route code fails on a first visit: the page stays as prerendered, with the note. A
 * plain link leads on (a full page load) to a page that starts, and twice a tap back to the page,
 * whose code fails again, loads it in full, where it stays as well: the second failure in the tab
 * is handled as the first.
 */
async function routeCodeJourney(page: Page, context: BrowserContext, target: Target, serviceWorker: boolean) {
  await startFrom(page, target, serviceWorker);
  const { dropped } = await dropScripts(context, target.routeCode);
  await page.goto(url(target.path));
  await expectLeftAsItWas(page, target.path);
  expect(dropped.length).toBeGreaterThan(0);
  for (const _time of [1, 2]) {
    const failed = dropped.length;
    await followLink(page, target.from);
    await appStarted(page);
    expect(await sameWindow(page)).toBe(false);
    await followLink(page, target.path);
    await expectLeftAsItWas(page, target.path);
    expect(await sameWindow(page)).toBe(false);
    expect(dropped.length).toBeGreaterThan(failed);
  }
}

/** On a navigation, the page's text fails, then its layout code: each time the page loads in full instead, and starts. */
async function textJourney(page: Page, context: BrowserContext, target: Target, serviceWorker: boolean) {
  await startFrom(page, target, serviceWorker);
  for (const pattern of [target.text, target.layout]) {
    if (!pattern) continue;
    const script = await dropScripts(context, pattern);
    if (new URL(page.url()).pathname !== url(target.from)) await followLink(page, target.from);
    await appStarted(page);
    await followLink(page, target.path);
    await appStarted(page);
    await expectReadable(page, target.path);
    expect(script.dropped.length, `${pattern} was never requested on the way to ${url(target.path)}`).toBeGreaterThan(0);
    expect(await sameWindow(page)).toBe(false);
    await script.stop();
  }
}

for (const serviceWorker of [false, true]) {
  test.describe(serviceWorker ? "with the service worker" : "without a service worker", () => {
    test.use({ serviceWorkers: serviceWorker ? "allow" : "block" });

    for (const target of [guide, policy, contact, home]) {
      test(`${url(target.path)} stays when its route code fails, on a first visit and on two navigations`, async ({ page, context }) => {
        test.slow(); // six page loads
        await routeCodeJourney(page, context, target, serviceWorker);
      });
      test(`a navigation to ${url(target.path)} whose text or layout code fails loads the page in full`, async ({ page, context }) => {
        await textJourney(page, context, target, serviceWorker);
      });
    }
  });
}

test("a tap back to the page on screen while another page loads keeps it whole, even when its code then fails", async ({
  page,
  context,
}) => {
  await page.goto(url(contact.path));
  await appStarted(page);
  // The next page's text is slow to come (held until the end); meanwhile the reader changes her mind.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(/\/assets\/content-ar-about-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  const { dropped } = await dropScripts(context, contact.layout ?? /never/);
  await tapLink(page, "/about");
  await tapLink(page, contact.path);
  // A stay on the page on screen: nothing reloads it, and its part that failed is not missed.
  await expectReadable(page, contact.path);
  expect(dropped.length).toBeGreaterThan(0);
  expect(await sameWindow(page)).toBe(true);
  release();
  const { partner } = pageText("ar", contact.path) as unknown as { partner: { heading: string } };
  await expect(page.getByRole("heading", { level: 2, name: partner.heading })).toBeVisible();
});

test("the language menu whose code fails opens as its plain links, which lead to the page in another language", async ({
  page,
  context,
}) => {
  await page.goto(url("/about"));
  await appStarted(page);
  const { dropped } = await dropScripts(context, /\/assets\/LanguageSelect-[\w-]+\.js$/);
  await page.getByRole("banner").locator("button[aria-haspopup=listbox]").click();
  const french = page.getByRole("banner").getByRole("link", { name: "Français" });
  await expect(french).toBeVisible();
  await expectReadable(page, "/about");
  expect(dropped.length).toBeGreaterThan(0);
  await french.click();
  await expect(page).toHaveURL("/fr/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("fr", "/about").heading);
});

test.describe("on a phone", () => {
  test.use({ viewport: viewports.phone });

  test("the menu whose code fails leads to the footer's links instead", async ({ page, context }) => {
    await page.goto(url("/help/get-online"));
    await appStarted(page);
    const { dropped } = await dropScripts(context, /\/assets\/MobileMenuSheet-[\w-]+\.js$/);
    await page.getByRole("banner").getByRole("button", { name: ar.menu_open }).click();
    await expect(page).toHaveURL(`${url("/help/get-online")}#site-footer`);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: ar.nav_contact })).toBeInViewport();
    await expectReadable(page, "/help/get-online");
    expect(dropped.length).toBeGreaterThan(0);
  });
});

// The link drops right after the HTML: the app's own script fails, so no app code runs at all. The
// page's bootstrap, inline in the HTML, shows the note, and on a guide it puts the visitor's phone
// first in the document as the stylesheet shows it (decision 200's addendum).
test.describe("on a Samsung phone", () => {
  test.use({
    viewport: viewports.phone,
    userAgent: phoneAgents.samsung,
  });

  test("a guide whose every script fails stays, says so in Arabic, and has Samsung's steps first", async ({ page, context }) => {
    const { dropped } = await dropScripts(context, /^\/assets\/.+\.js$/);
    await page.goto(url(guide.path));
    await expectLeftAsItWas(page, guide.path);
    expect(dropped.length).toBeGreaterThan(0);
    const blocks = page.locator("main [data-platform]");
    expect(await blocks.evaluateAll((found) => found.map((block) => block.id))).toEqual(["samsung", "iphone", "android"]);
    await expect(blocks.first().getByRole("heading", { level: 2 })).toHaveText(ar.help_platform_samsung);
    await expect(blocks.first().locator("li").first()).toBeVisible();
  });

  test("the installer whose every script fails hides its tool, as without JavaScript, and keeps the way without it", async ({
    page,
    context,
  }) => {
    const { dropped } = await dropScripts(context, /^\/assets\/.+\.js$/);
    await page.goto(url("/help/installer"));
    await expectLeftAsItWas(page, "/help/installer");
    expect(dropped.length).toBeGreaterThan(0);
    // A button that opens the photo picker and then does nothing would be worse than none.
    await expect(page.getByRole("heading", { level: 2, name: ar.installer_heading })).toBeHidden();
    await expect(page.locator("label[for=installer-file]")).toBeHidden();
    // In its place, what happened, so the introduction does not promise a tool that is not there.
    await expect(page.getByRole("region", { name: ar.installer_lite_heading })).toContainText(ar.installer_needs_app);
    const { manual } = pageText("ar", "/help/installer") as unknown as { manual: { heading: string } };
    await expect(page.getByRole("heading", { level: 2, name: manual.heading })).toBeVisible();
  });
});

// The same on Cloudflare's runtime, where pages are files at their address: the guide, with the service worker.
forEachServer(
  (_kind: ServerKind) => {
    test.use({ serviceWorkers: "allow" });
    test("a guide stays when its route code fails, on a first visit and on two navigations", async ({ page, context }) => {
      test.slow(); // six page loads
      await routeCodeJourney(page, context, guide, true);
    });
  },
  ["cloudflare"],
);

test("the built site holds none of the router's English error text", ({ distDir }) => {
  const root = new URL(`../../${distDir}/client/`, import.meta.url);
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.(js|html)$/.test(file) && !file.startsWith("admin"),
  );
  expect(files.length).toBeGreaterThan(100);
  const found = files.filter((file) =>
    /Something went wrong|Show Error|Hide Error|Not Found/.test(readFileSync(new URL(file, root), "utf8")),
  );
  expect(found).toEqual([]);
});
