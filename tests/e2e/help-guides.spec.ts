// The help guides (issue 21): every guide in every locale reads without JavaScript with every
// phone's steps under its own heading; with JavaScript the visitor's phone comes first and open; the
// guides are sent lite with Save-Data, read offline after one visit, and linked from the pages a
// resident passes through. Expected texts come from the content files and messages, read here.
import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { parse } from "yaml";
import { dirOf, type Locale, locales, localizePath } from "#model/locales.ts";
import { guideSlugs, helpPaths, installerPath } from "#model/pages.ts";
import { phoneAgents } from "./phone-agents.ts";
import { appStarted, expect, holdAppCode, test } from "./playwright-utils.ts";
import { allViolations, messages, pageText, viewports } from "./support.ts";

type GuideFile = { title: string; heading: string; platforms: Record<"iphone" | "samsung" | "android", { steps: string[] }> };

/** A guide's content file, as its editors wrote it. */
function guideFile(locale: Locale, slug: string): GuideFile {
  const source = readFileSync(new URL(`../../content/help/${locale}/${slug}.md`, import.meta.url), "utf8");
  return parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "");
}

const phones = ["iphone", "samsung", "android"] as const;

/** A phone's block: its heading and its steps, at the anchor the menu links to. */
const phoneBlocks = (page: Page) => page.locator("main").locator(phones.map((phone) => `#${phone}`).join(", "));

/** The phones' blocks in page order: [id, steps shown, number of steps]. */
const platformBlocks = (page: Page) =>
  phoneBlocks(page).evaluateAll((blocks) =>
    blocks.map((b) => [b.id, !b.querySelector("ol")?.closest("[hidden]"), b.querySelectorAll("ol > li").length]),
  );

/** The phones' blocks as the reader sees them, top to bottom (the stylesheet may order them). */
const phonesOnScreen = (page: Page) =>
  phoneBlocks(page).evaluateAll((blocks) =>
    blocks.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top).map((b) => b.id),
  );

type LayoutShift = { value: number; moved: string[] };

/** Keeps every layout shift of the context's pages from the first paint on, with what moved. */
const recordLayoutShifts = (context: BrowserContext) =>
  context.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }>) {
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((source) => (source.node as Element | undefined)?.id || source.node?.nodeName || "?"),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);

/** Two frames: the layout shifts of what was last painted are reported by then. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`${locale}: every guide shows every phone's steps, in order, under its heading, with a menu and a WhatsApp link`, async ({
      page,
    }) => {
      const text = messages(locale);
      for (const slug of guideSlugs) {
        const url = localizePath(`/help/${slug}`, locale);
        const guide = guideFile(locale, slug);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("dir", dirOf(locale));
        await expect(page.locator("h1")).toHaveText(guide.heading);
        const trail = page.getByRole("navigation", { name: text.breadcrumb_label });
        await expect(trail.getByRole("link")).toHaveText([text.nav_home, text.nav_help]);
        await expect(trail.getByRole("link", { name: text.nav_help })).toHaveAttribute("href", localizePath("/help", locale));

        expect(await platformBlocks(page)).toEqual(phones.map((phone) => [phone, true, guide.platforms[phone].steps.length]));
        const names = phones.map((phone) => text[`help_platform_${phone}`]);
        // Plain headings (GOV.UK's accordion without its script): nothing to press, nothing folded.
        await expect(phoneBlocks(page).getByRole("heading", { level: 2 })).toHaveText(names);
        await expect(phoneBlocks(page).getByRole("button")).toHaveCount(0);
        await expect(phoneBlocks(page).locator("li").first()).toBeVisible();
        const menu = page.getByRole("navigation", { name: text.help_platform_menu });
        await expect(menu.getByRole("link")).toHaveText(names);
        expect(await menu.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
          phones.map((phone) => `#${phone}`),
        );

        const share = page.getByRole("link", { name: text.help_share_whatsapp });
        const address = `https://keepgazaconnected.org${url}`;
        await expect(share).toHaveAttribute("href", `https://wa.me/?text=${encodeURIComponent(`${guide.heading}\n${address}`)}`);
      }
    });

    test(`${locale}: the help index lists the five guides and the installer after the install guide, each a link`, async ({ page }) => {
      await page.goto(localizePath("/help", locale));
      await expect(page.locator("h1")).toHaveText(pageText(locale, "/help").heading);
      const links = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");
      const listed = guideSlugs.flatMap((slug) => (slug === "install" ? [slug, "installer"] : [slug]));
      const heading = (slug: string) => (slug === "installer" ? pageText(locale, installerPath).heading : guideFile(locale, slug).heading);
      await expect(links).toHaveText(listed.map(heading));
      expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual(
        listed.map((slug) => localizePath(`/help/${slug}`, locale)),
      );
    });
  }

  test("the home page (to installing), the contact page, request dates, the not-found page and the footer link to the guides", async ({
    page,
  }) => {
    for (const locale of locales) {
      const text = messages(locale);
      const help = localizePath("/help", locale);
      for (const path of ["/", "/contact", "/request-dates", "/missing-page"]) {
        await page.goto(localizePath(path, locale));
        const link = page.getByRole("main").getByRole("link", { name: text.help_cta });
        // The home page's link opens the install guide where installing starts (ux walk 2026-11-25, m4).
        const target = path === "/" ? `${localizePath("/help/install", locale)}#before` : help;
        await expect(link, `${locale} ${path}`).toHaveAttribute("href", target);
        await expect(page.getByRole("contentinfo").getByRole("link", { name: text.nav_help, exact: true })).toHaveAttribute("href", help);
      }
    }
  });
});

test.describe("the visitor's phone first, with JavaScript", () => {
  for (const [phone, userAgent] of Object.entries(phoneAgents) as Array<[keyof typeof phoneAgents, string]>) {
    test(`${phone}: its steps come first and open, the others one tap away`, async ({ newContext }) => {
      const context = await newContext({ userAgent, viewport: viewports.phone });
      await recordLayoutShifts(context);
      const release = await holdAppCode(context);
      const page = await context.newPage();
      await page.goto("/ar/help/get-online", { waitUntil: "domcontentloaded" });
      const guide = guideFile("ar", "get-online");
      const others = phones.filter((p) => p !== phone);
      // Before the app starts, the visitor's phone is already first on screen (decision 200).
      await expect.poll(() => phonesOnScreen(page)).toEqual([phone, ...others]);
      release();
      await appStarted(page);
      await expect
        .poll(() => platformBlocks(page))
        .toEqual([
          [phone, true, guide.platforms[phone].steps.length],
          ...others.map((other) => [other, false, guide.platforms[other].steps.length]),
        ]);
      await twoFrames(page);
      const shiftsBeforeTaps = await layoutShifts(page);
      // The page as a phone shows it, two phones folded: every-page.spec.ts's axe runs with a
      // computer's user agent, which folds nothing.
      expect(await allViolations(page), "axe, with the other phones folded").toEqual([]);
      // The menu keeps the page's order (decision 200), and one tap on another phone opens its steps.
      await expect(page.getByRole("navigation", { name: messages("ar").help_platform_menu }).getByRole("link")).toHaveText(
        phones.map((name) => messages("ar")[`help_platform_${name}`]),
      );
      const other = others[0] ?? "android";
      await page
        .getByRole("navigation", { name: messages("ar").help_platform_menu })
        .getByRole("link", { name: messages("ar")[`help_platform_${other}`] })
        .click();
      const otherName = messages("ar")[`help_platform_${other}`];
      const otherButton = page.getByRole("heading", { level: 2 }).getByRole("button", { name: otherName });
      await expect(otherButton).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator(`#${other} ol > li`).first()).toBeVisible();
      expect(shiftsBeforeTaps, "the app's arrangement moved nothing on screen").toEqual([]);
      // The button in each heading folds and unfolds the steps it names, by tap or by keyboard.
      const button = page.getByRole("heading", { level: 2 }).getByRole("button", { name: messages("ar")[`help_platform_${phone}`] });
      const steps = page.locator(`#${await button.getAttribute("aria-controls")}`);
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(steps).toBeHidden();
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(steps.locator("li").first()).toBeVisible();
    });
  }

  // Chrome on Android sends the reduced agent, without the model ("K"): a Samsung phone is known
  // only when navigator.userAgentData answers, here after the page's first paint. The answer waits
  // for the paint itself, not a fixed delay: on a loaded CI machine the first paint can come later
  // than 300 ms, and the case would no longer be the one it names.
  const reducedChrome = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
  /**
   * A Samsung phone's Chrome telling its model (SM-A145F) when asked: 100 ms after the first paint,
   * or as soon as the page is parsed (`DOMContentLoaded`), on either side of the first paint.
   */
  const modelAnswered = (context: BrowserContext, when: "after the first paint" | "once parsed") =>
    context.addInitScript((when) => {
      const low = { brands: [{ brand: "Chromium", version: "130" }], mobile: true, platform: "Android" };
      const told = () => ({ ...low, model: "SM-A145F", platformVersion: "14.0.0" });
      const afterPaint = () =>
        new Promise((resolve) => {
          const painted = new PerformanceObserver(() => {
            painted.disconnect();
            setTimeout(() => {
              Object.assign(window, { paintedBeforeTheModel: performance.getEntriesByType("paint").length > 0 });
              resolve(told());
            }, 100);
          });
          painted.observe({ type: "paint", buffered: true });
        });
      const parsed = new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
      const userAgentData = {
        ...low,
        toJSON: () => low,
        getHighEntropyValues: (_hints: string[]) => (when === "once parsed" ? parsed.then(told) : afterPaint()),
      };
      Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => userAgentData, configurable: true });
    }, when);
  const lateSamsung = [
    {
      // The phones' blocks start on screen: the one shown first stays first and open, Samsung's next.
      where: "the phones on screen",
      viewport: viewports.phone,
      arranged: [
        ["android", true],
        ["samsung", true],
        ["iphone", false],
      ],
    },
    {
      // The reader has not reached the phones: Samsung's block can come first unseen.
      where: "the phones below the screen",
      viewport: { width: 390, height: 480 },
      arranged: [
        ["samsung", true],
        ["iphone", false],
        ["android", false],
      ],
    },
  ] as const;
  for (const { where, viewport, arranged } of lateSamsung) {
    test(`a Samsung phone on Chrome's reduced agent, its model told after the first paint, ${where}: nothing moves`, async ({
      newContext,
    }) => {
      const context = await newContext({ userAgent: reducedChrome, viewport });
      await recordLayoutShifts(context);
      await modelAnswered(context, "after the first paint");
      const release = await holdAppCode(context);
      const page = await context.newPage();
      await page.goto("/ar/help/get-online", { waitUntil: "domcontentloaded" });
      const guide = guideFile("ar", "get-online");
      // What this case is about: the page had painted, as an Android phone's, before the model came.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { paintedBeforeTheModel?: boolean }).paintedBeforeTheModel))
        .toBe(true);
      await twoFrames(page);
      expect(await phonesOnScreen(page)).toEqual(["android", "iphone", "samsung"]);
      const phonesTop = await page.locator("#android").evaluate((block) => block.getBoundingClientRect().top < window.innerHeight);
      expect(phonesTop, "the phones start on screen").toBe(where === "the phones on screen");
      release();
      await appStarted(page);
      await expect
        .poll(() => platformBlocks(page))
        .toEqual(arranged.map(([phone, open]) => [phone, open, guide.platforms[phone].steps.length]));
      expect(await phonesOnScreen(page)).toEqual(arranged.map(([phone]) => phone));
      await twoFrames(page);
      expect(await layoutShifts(page), "nothing on screen moved from the first paint on").toEqual([]);
    });
  }

  // The twin (data-saving mode, the copies kept offline) has no app to order the blocks: its head
  // script moves the visitor's first in the document once parsed (decision 200's addendum).
  test("samsung, with Save-Data: the twin shows its steps first and has them first in the document, where Tab and a screen reader meet them", async ({
    newContext,
  }) => {
    const context = await newContext({
      userAgent: phoneAgents.samsung,
      viewport: viewports.phone,
      extraHTTPHeaders: { "save-data": "on" },
    });
    await recordLayoutShifts(context);
    const page = await context.newPage();
    await page.goto("/ar/help/get-online");
    await expect(page.locator("html")).toHaveAttribute("data-lite-page", "");
    const order = ["samsung", "iphone", "android"];
    await expect.poll(() => phonesOnScreen(page)).toEqual(order);
    expect(await phoneBlocks(page).evaluateAll((blocks) => blocks.map((block) => block.id))).toEqual(order);
    await twoFrames(page);
    expect(await layoutShifts(page), "nothing moved on screen").toEqual([]);
  });

  // Chrome's reduced agent on the twin: the model comes as the page is parsed. Whether it came
  // before the first paint (Samsung marked, and moved first in the document) or after (Android's
  // mark kept), the phone shown first is the one first in the document.
  test("Chrome's reduced agent, with Save-Data: the phone shown first is first in the document, whenever the model comes", async ({
    newContext,
  }) => {
    const context = await newContext({ userAgent: reducedChrome, viewport: viewports.phone, extraHTTPHeaders: { "save-data": "on" } });
    await modelAnswered(context, "once parsed");
    const page = await context.newPage();
    await page.goto("/ar/help/get-online");
    await expect(page.locator("html")).toHaveAttribute("data-lite-page", "");
    await page.waitForFunction(() => document.readyState === "complete");
    await twoFrames(page);
    const marked = await page.locator("html").getAttribute("data-phone");
    expect(["samsung", "android"]).toContain(marked);
    expect((await phonesOnScreen(page))[0]).toBe(marked);
    expect(await phoneBlocks(page).evaluateAll((blocks) => blocks[0]?.id)).toBe(marked);
  });

  test("Find in page reaches a folded phone's steps: hidden until found, a match opens its block", async ({ newContext }) => {
    const page = await (await newContext({ userAgent: phoneAgents.android, viewport: viewports.phone })).newPage();
    await page.goto("/help/get-online");
    await appStarted(page);
    const iphone = page.getByRole("heading", { level: 2 }).getByRole("button", { name: messages("en").help_platform_iphone });
    await expect(iphone).toHaveAttribute("aria-expanded", "false");
    const steps = page.locator(`#${await iphone.getAttribute("aria-controls")}`);
    // GOV.UK's accordion: Find in page searches hidden="until-found" text, and skips a plain hidden.
    await expect(steps).toHaveAttribute("hidden", "until-found");
    await expect(steps).toBeHidden();
    // Headless Chromium has no find bar, and window.find() reveals nothing; a link to the text (a
    // text fragment) takes the find bar's path: beforematch at the match, then the text revealed.
    // (Being a navigation, it also makes the router reset the scroll, which the find bar does not.)
    const step = guideFile("en", "get-online").platforms.iphone.steps[1]?.replaceAll("**", "") ?? "";
    await page.goto(`/help/get-online#:~:text=${encodeURIComponent(step)}`);
    await expect(iphone).toHaveAttribute("aria-expanded", "true");
    await expect(steps).not.toHaveAttribute("hidden");
    await expect(steps.getByText(step)).toBeVisible();
  });

  test("a guide opened from the help index inside the app: its text arrives, the phone comes first", async ({ newContext }) => {
    const page = await (await newContext({ userAgent: phoneAgents.android, viewport: viewports.phone })).newPage();
    await page.goto("/fr/help");
    await appStarted(page);
    const guide = guideFile("fr", "troubleshooting");
    await page.getByRole("main").getByRole("link", { name: guide.heading }).click();
    await expect(page).toHaveURL(/\/fr\/help\/troubleshooting$/);
    await expect(page.locator("h1")).toHaveText(guide.heading);
    await expect(page).toHaveTitle(`${guide.title} | ${messages("fr").site_name}`);
    await expect
      .poll(() => platformBlocks(page))
      .toEqual([
        ["android", true, guide.platforms.android.steps.length],
        ["iphone", false, guide.platforms.iphone.steps.length],
        ["samsung", false, guide.platforms.samsung.steps.length],
      ]);
  });

  test("a computer keeps every phone open, in the page's order, with no text or layout downloaded as JavaScript", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await page.goto("/help/install");
    await appStarted(page);
    const guide = guideFile("en", "install");
    expect(await platformBlocks(page)).toEqual(phones.map((phone) => [phone, true, guide.platforms[phone].steps.length]));
    await page.waitForLoadState("networkidle");
    // The prerendered text is kept (decision 192): neither the guide's chunk nor GuideParts comes.
    expect(scripts.filter((path) => /^\/assets\/(content-|guide-files-|GuideParts-)/.test(path))).toEqual([]);
  });
});

test("with Save-Data, each help page is its lite twin", async ({ request, distDir }) => {
  for (const locale of ["en", "ar"] as const) {
    for (const path of helpPaths) {
      const url = localizePath(path, locale);
      const response = await request.get(url, { headers: { "save-data": "on" } });
      expect(response.status()).toBe(200);
      const lite = readFileSync(new URL(`../../${distDir}/client${url}/index.lite.html`, import.meta.url), "utf8");
      expect([url, (await response.text()) === lite]).toEqual([url, true]);
    }
  }
});

test("after a first visit to the Arabic home, the five guides and the installer open with no network", async ({
  browser,
  servers,
  distDir,
}) => {
  const origin = await servers.origin(distDir, "node");
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: "allow", viewport: viewports.phone, locale: "ar" });
  try {
    const page = await context.newPage();
    await page.goto("/ar");
    await page.evaluate(() => navigator.serviceWorker.ready);
    const saved = () =>
      page.evaluate(async () => {
        const paths: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
        }
        return paths;
      });
    const needed = [...helpPaths, installerPath].map((path) => localizePath(path, "ar"));
    await expect.poll(saved, { timeout: 20_000 }).toEqual(expect.arrayContaining(needed));

    await context.setOffline(true);
    for (const slug of guideSlugs) {
      const response = await page.goto(`/ar/help/${slug}`);
      expect([slug, response?.status()]).toEqual([slug, 200]);
      await expect(page.locator("h1")).toHaveText(guideFile("ar", slug).heading);
      if (slug !== "get-online") continue;
      // With its steps for each phone.
      await expect(page.locator("#iphone ol > li")).toHaveCount(guideFile("ar", slug).platforms.iphone.steps.length);
      await expect(page.locator("#android ol > li").first()).toBeVisible();
    }
    await page.goto("/ar/help/installer");
    await expect(page.locator("h1")).toHaveText(pageText("ar", installerPath).heading);
  } finally {
    await context.close();
  }
});

test("on a 320 px phone, the help index's offline section is in place from the first paint: nothing moves while the guides are saved", async ({
  newContext,
}) => {
  const ar = messages("ar");
  // Playwright allows the service worker by default; said here because the section depends on it.
  const context = await newContext({ serviceWorkers: "allow", viewport: { width: 320, height: 640 }, locale: "ar" });
  await recordLayoutShifts(context);
  const page = await context.newPage();
  await page.goto("/ar/help");
  await appStarted(page);
  // A first visit: the page's worker saves the guides (decision 190), and the section says so.
  const section = page.getByRole("region", { name: ar.help_offline_heading });
  await expect(section.getByRole("status")).toHaveText(ar.help_offline_saved, { useInnerText: true, timeout: 30_000 });
  await expect(section.getByRole("button")).toBeHidden();
  expect(await layoutShifts(page)).toEqual([]);
});
