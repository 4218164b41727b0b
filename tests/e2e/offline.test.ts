// Reading offline after a first visit: the service worker saves the visitor's language (its pages
// without scripts, the stylesheet and images), serves it with the network switched off, shows the
// offline page in the visitor's language for the rest, never stores a script, another language,
// the embedded forms or other sites, and drops the pages of an older deployment.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { localizePath } from "../../src/lib/locale.js";
import { pagePaths } from "../../src/lib/pages.js";
import { launchBrowser, messages, newContext, pageText, startServer } from "./support";

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;
let context: BrowserContext;
let page: Page;

/** Every URL stored by the service worker, in any cache. */
const cachedUrls = (tab: Page) =>
  tab.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(`${name} ${request.url}`);
    }
    return urls;
  });

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await newContext(browser, server.origin, { serviceWorkers: "allow" });
  page = await context.newPage();
  // A cache left by an older deployment, to be removed when the new worker takes over.
  await page.goto("/robots.txt");
  await page.evaluate(async () => {
    const cache = await caches.open("pages-olddeployment");
    await cache.put("/fr/about", new Response("old"));
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

it("saves the pages of the visitor's language after a first visit, and no script", async () => {
  await page.goto("/fr");
  await page.evaluate(() => navigator.serviceWorker.ready);
  const pages = [...pagePaths, "/offline"].map((path) => localizePath(path, "fr"));
  const images = ["/favicon.svg", "/images/goal-community.svg", "/images/goal-connect.svg", "/images/hero-signal.svg"];
  const savedPaths = async () => (await cachedUrls(page)).map((entry) => new URL(entry.split(" ")[1] ?? "").pathname);
  const missing = async () => {
    const saved = await savedPaths();
    return [...pages, ...images].filter((path) => !saved.includes(path));
  };
  await expect.poll(missing, { timeout: 20_000 }).toEqual([]);
  // Besides those, the stylesheet and nothing else: no script, no other language, no Arabic font.
  const saved = await savedPaths();
  expect(saved.filter((path) => !pages.includes(path) && !images.includes(path))).toEqual([
    expect.stringMatching(/^\/assets\/styles-[\w-]+\.css$/),
  ]);
});

it("opens every page of the visitor's language, policies included, with no network", async () => {
  await context.setOffline(true);
  for (const path of [
    "/fr/about",
    "/fr/donate",
    "/fr/privacy-policy",
    "/fr/partner-policy",
    "/fr/distribution-policy",
    "/fr/terms-of-service",
  ]) {
    const response = await page.goto(path);
    expect([path, response?.status()]).toEqual([path, 200]);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
  }
  await page.goto("/fr/upload");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(pageText("fr", "/upload").heading);
  // As without JavaScript: styled by the saved stylesheet, and no script on the page.
  expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe("block");
  expect(await page.getByRole("link", { name: messages("fr").skip_to_content }).evaluate((link) => getComputedStyle(link).position)).toBe(
    "fixed",
  );
  await context.setOffline(false);
});

it("moves between saved pages inside the site with no network", async () => {
  await page.goto("/fr");
  await page.locator("header button[aria-haspopup=listbox]").waitFor();
  await context.setOffline(true);
  await page
    .getByRole("banner")
    .getByRole("link", { name: messages("fr").nav_travel })
    .click();
  await page.waitForURL("**/fr/travel");
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 })
    .toBe(pageText("fr", "/travel").heading);
  await context.setOffline(false);
});

it("shows the offline page for a page that was never saved", async () => {
  await context.setOffline(true);
  // Another language's page was never saved: the offline page, in the visitor's language.
  await page.goto("/ar/about");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(messages("fr").offline_heading);
  expect(await page.getAttribute("html", "lang")).toBe("fr");
  await page.goto("/fr/nothing-here");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(messages("fr").offline_heading);
  await context.setOffline(false);
});

it("leaves /admin alone: never saved, never answered offline", async () => {
  await page.goto("/admin");
  await context.setOffline(true);
  await expect(page.goto("/admin")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
  await page.goto("/fr");
  expect((await cachedUrls(page)).filter((entry) => entry.includes("/admin"))).toEqual([]);
});

it("stores only this site's files, and no older deployment's pages", async () => {
  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(15);
  for (const entry of urls) expect(entry.split(" ")[1]?.startsWith(server.origin)).toBe(true);
  expect(urls.some((entry) => entry.startsWith("pages-olddeployment"))).toBe(false);
});
