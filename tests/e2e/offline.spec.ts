// Reading offline after a first visit: the service worker saves the visitor's language (its pages
// without scripts, the stylesheet and images; what a resident needs offline on the first visit, the
// rest on a later one, decision 190), serves it with the network switched off, shows the
// offline page in the visitor's language for the rest, never stores a script (but the installer's), another language,
// the embedded forms or other sites, and drops the pages of an older deployment.
// One visitor throughout: the tests run in order in one browser context, each building on the last;
// the journey runs on the Node server and on Cloudflare's runtime, whose service worker is the same
// file but whose pages are files at their address.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { localizePath } from "#model/locales.ts";
import { helpPaths, installerPath, isPagePath, pagePaths } from "#model/pages.ts";
import { appStarted, test as base, expect, forEachServer } from "./playwright-utils.ts";
import { messages, pageText, type ServerKind, viewports } from "./support.ts";

type Visitor = { context: BrowserContext; page: Page; origin: string };

/** Opens the visitor's browser context and tab on a host, with a cache left by an older deployment. */
async function openVisitor(browser: Browser, origin: string): Promise<Visitor> {
  const context = await browser.newContext({
    baseURL: origin,
    serviceWorkers: "allow",
    viewport: viewports.desktop,
    locale: "en-US",
  });
  const page = await context.newPage();
  // A cache left by an older deployment, to be removed when the new worker takes over.
  await page.goto("/robots.txt");
  await page.evaluate(async () => {
    const cache = await caches.open("pages-olddeployment");
    await cache.put("/fr/about", new Response("old"));
  });
  return { context, page, origin };
}

/**
 * The visitor of each host, opened the first time a test asks and closed after the journey's last
 * test (as `sharedByTests` does, one per host).
 */
const opened = new Map<ServerKind, Promise<Visitor>>();
base.afterAll(async () => {
  for (const visitor of opened.values()) await (await visitor).context.close();
  opened.clear();
});

/**
 * `visitor`: the visitor's browser context and tab on the test's host (the Node server, or
 * Cloudflare's runtime, where pages are files at their address), kept for the whole journey.
 */
const test = base.extend<{ visitor: Visitor }>({
  visitor: async ({ browser, servers, serverKind }, use) => {
    const visitor = opened.get(serverKind) ?? servers.origin("dist", serverKind).then((origin) => openVisitor(browser, origin));
    opened.set(serverKind, visitor);
    await use(await visitor);
  },
});

test.describe.configure({ mode: "serial" });

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

const fr = messages("fr");

function offlineJourney() {
  test("saves what a resident needs offline on a first visit, and the other pages only on a later one", async ({ visitor: { page } }) => {
    await page.goto("/fr");
    await page.evaluate(() => navigator.serviceWorker.ready);
    const savedPaths = async () => (await cachedUrls(page)).map((entry) => new URL(entry.split(" ")[1] ?? "").pathname);
    // Decision 190: home, the help hub and its five guides, the installer, request dates, contact,
    // the distribution policy and the offline page; the others wait for a later visit.
    const firstRound = [
      "/fr",
      "/fr/help",
      "/fr/help/check-your-phone",
      "/fr/help/visible-networks",
      "/fr/help/install",
      "/fr/help/get-online",
      "/fr/help/troubleshooting",
      "/fr/help/installer",
      "/fr/request-dates",
      "/fr/contact",
      "/fr/distribution-policy",
      "/fr/offline",
    ];
    const missing = async () => {
      const saved = await savedPaths();
      return firstRound.filter((path) => !saved.includes(path));
    };
    await expect.poll(missing, { timeout: 20_000 }).toEqual([]);
    // This visit's worker never starts the second round: it begins only once the first was complete before a visit.
    const secondRound = [
      "/fr/about",
      "/fr/donate",
      "/fr/upload",
      "/fr/travel",
      "/fr/policies",
      "/fr/privacy-policy",
      "/fr/terms-of-service",
      "/fr/partner-policy",
    ];
    expect(secondRound.filter((path) => isPagePath(path.slice(3)))).toEqual(secondRound);
    expect((await savedPaths()).filter((path) => secondRound.includes(path))).toEqual([]);
  });

  test("saves every page of the visitor's language on a later visit, and no script but the installer's", async ({ visitor: { page } }) => {
    await page.goto("/fr/about");
    const pages = [...pagePaths, "/offline"].map((path) => localizePath(path, "fr"));
    const images = ["/favicon-32.png", "/images/goal-community.svg", "/images/goal-connect.svg"];
    const savedPaths = async () => (await cachedUrls(page)).map((entry) => new URL(entry.split(" ")[1] ?? "").pathname);
    const missing = async () => {
      const saved = await savedPaths();
      return [...pages, ...images].filter((path) => !saved.includes(path));
    };
    await expect.poll(missing, { timeout: 20_000 }).toEqual([]);
    // Besides those, the stylesheet and the installer's scripts (decision 120, checked in
    // installing-from-an-image.spec.ts), nothing else: no other language, no Arabic font.
    const saved = (await savedPaths()).filter((path) => !path.endsWith(".js"));
    expect(saved.filter((path) => !pages.includes(path) && !images.includes(path))).toEqual([
      expect.stringMatching(/^\/assets\/styles-[\w-]+\.css$/),
    ]);
  });

  test("opens every page of the visitor's language, policies included, with no network", async ({ visitor: { page, context } }) => {
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
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    }
    await page.goto("/fr/upload");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("fr", "/upload").heading);
    // As without JavaScript: styled by the saved stylesheet, and no script on the page.
    await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
    await expect(page.locator("body")).toHaveCSS("display", "block");
    await expect(page.getByRole("link", { name: fr.skip_to_content })).toHaveCSS("position", "fixed");
    await context.setOffline(false);
  });

  test("moves between saved pages inside the site with no network", async ({ visitor: { page, context } }) => {
    await page.goto("/fr");
    await appStarted(page);
    await context.setOffline(true);
    await page.getByRole("banner").getByRole("link", { name: fr.nav_travel }).click();
    await expect(page).toHaveURL(/\/fr\/travel$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("fr", "/travel").heading, { timeout: 10_000 });
    await context.setOffline(false);
  });

  test("shows the offline page for a page that was never saved", async ({ visitor: { page, context } }) => {
    await context.setOffline(true);
    // Another language's page was never saved: the offline page, in the visitor's language.
    await page.goto("/ar/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.offline_heading);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // What a resident needs with no network comes first: the help guides by name, the installer
    // right after the install guide (ux walk 2026-11-25, m6; decision 120).
    const firstPaths = helpPaths.flatMap((path) => (path === "/help/install" ? [path, installerPath] : [path]));
    const firstList = page.getByRole("main").getByRole("list").first().getByRole("link");
    await expect(firstList).toHaveText(firstPaths.map((path) => pageText("fr", path).heading));
    expect(await firstList.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      firstPaths.map((path) => localizePath(path, "fr")),
    );
    await page.goto("/fr/nothing-here");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.offline_heading);
    await context.setOffline(false);
  });

  test("leaves /admin alone: never saved, never answered offline", async ({ visitor: { page, context } }) => {
    await page.goto("/admin");
    await context.setOffline(true);
    await expect(page.goto("/admin")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);
    await page.goto("/fr");
    expect((await cachedUrls(page)).filter((entry) => entry.includes("/admin"))).toEqual([]);
  });

  test("stores only this site's files, and no older deployment's pages", async ({ visitor: { page, origin } }) => {
    const urls = await cachedUrls(page);
    expect(urls.length).toBeGreaterThan(15);
    for (const entry of urls) expect(entry.split(" ")[1]?.startsWith(origin)).toBe(true);
    expect(urls.some((entry) => entry.startsWith("pages-olddeployment"))).toBe(false);
  });
}

forEachServer(offlineJourney, ["node", "cloudflare"]);
