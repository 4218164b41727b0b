// The site notice, on the copy of the site that tests/e2e/build-test-copy.ts builds with a current
// notice (.tmp/dist-fixtures; decisions 095, 180): in the HTML of every page in every language, and
// under the header of a page of each kind with and without JavaScript, on the script-free twins, the
// offline page and the not-found pages; the
// English text, marked as English, where a language has none; shown by the page's script at its
// start and hidden once its end has passed, with no rebuild (decision 161); and fetched fresh by a
// returning visitor whose service worker saved pages before.
// The expected texts are the fixture's, written out here by hand.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { dirOf, type Locale, locales, localizePath } from "#model/locales.ts";
import { offlinePath, pagePaths } from "#model/pages.ts";
import { appStarted, expect, test } from "./playwright-utils.ts";
import { allViolations, message } from "./support.ts";

test.use({ distDir: ".tmp/dist-fixtures" });

/** When the fixture's notice ends (a day after its build), in milliseconds since 1970. */
const { endsAt } = JSON.parse(readFileSync(".tmp/notice-fixture.json", "utf8")) as { endsAt: number };

const english = "The request site is down. Write to us if you need an eSIM today.";
const expected: Record<Locale, { text: string; since: string; lang?: string }> = {
  en: { text: english, since: "Since 24 November, 09:00" },
  fr: {
    text: "Le site de demande est en panne. Écrivez-nous si vous avez besoin d’une eSIM aujourd’hui.",
    since: "Depuis le 24 novembre à 09:00",
  },
  tr: { text: "Talep sitesi çalışmıyor. Bugün eSIM’e ihtiyacınız varsa bize yazın.", since: "24 Kasım, saat 09:00 itibarıyla" },
  ar: { text: english, since: "منذ 24 تشرين الثاني، الساعة 09:00", lang: "en" },
};

const notice = (page: Page, locale: Locale) => page.getByRole("region", { name: message(locale, "notice_label"), exact: true });

/** The notice is shown in the page's language, under the header and before the main content. */
async function expectNotice(page: Page, locale: Locale) {
  const region = notice(page, locale);
  await expect(region).toBeVisible();
  await expect(region).toContainText(expected[locale].text);
  await expect(region).toContainText(expected[locale].since);
  await expect(
    region.getByRole("link", { name: locale === "fr" ? "Écrivez-nous" : locale === "tr" ? "bize yazın" : "Write to us" }),
  ).toHaveAttribute("href", localizePath("/contact", locale));
  const order = await page.evaluate(() => {
    const header = document.querySelector("body header");
    const region = document.querySelector("[data-notice-ends]");
    const main = document.querySelector("main");
    return Boolean(
      header &&
        region &&
        main &&
        header.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING &&
        region.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
  expect(order).toBe(true);
  // A region, not an alert: a screen reader does not interrupt every page load with it.
  await expect(region.locator("xpath=ancestor-or-self::*[@role='alert' or @role='status' or @aria-live]")).toHaveCount(0);
}

const everyPath = [...pagePaths, offlinePath];
// The notice is the same markup, from the one layout every page is rendered in: a page of each kind
// (a page, a guide, a policy, the offline page) is read in the browser, with JavaScript and without;
// every page's HTML as served is read for it besides (without JavaScript that HTML is the page).
const pageOfEachKind = ["/", "/help/install", "/privacy-policy", offlinePath];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    for (const locale of locales) {
      test(`a current notice shows on a page of each kind in ${locale}, the offline page and the not-found page`, async ({ page }) => {
        // Inside the notice's time, whenever the fixture was built.
        if (javaScriptEnabled) await page.clock.setFixedTime(endsAt - 5 * 60_000);
        for (const path of pageOfEachKind) {
          const response = await page.goto(localizePath(path, locale));
          expect(response?.status()).toBe(200);
          // The bootstrap has run by now; the layout is the same on every page, so one page waits for hydration.
          if (javaScriptEnabled && path === "/") await appStarted(page);
          await expectNotice(page, locale);
        }
        const missing = await page.goto(localizePath("/no-such-page", locale));
        expect(missing?.status()).toBe(404);
        await expectNotice(page, locale);
      });
    }
  });
}

test("every page's HTML carries the notice in its language", async ({ page, request }) => {
  const read: string[] = [];
  for (const locale of locales) {
    for (const path of everyPath) {
      const html = await (await request.get(localizePath(path, locale))).text();
      // The notice's text as the browser parses the page's HTML, read without running it.
      const text = await page.evaluate(
        (source) => new DOMParser().parseFromString(source, "text/html").querySelector("[data-notice-ends]")?.textContent,
        html,
      );
      for (const part of [expected[locale].text, expected[locale].since]) {
        if (!text?.includes(part)) read.push(`${localizePath(path, locale)}: ${text ?? "no notice"}`);
      }
    }
  }
  expect(read).toEqual([]);
});

test("the script-free twins show it too", async ({ context, page }) => {
  await context.route(
    () => true,
    (route) => route.fallback({ headers: { ...route.request().headers(), "save-data": "on" } }),
  );
  for (const locale of locales) {
    for (const path of ["/", "/about", "/no-such-page"]) {
      await page.goto(localizePath(path, locale));
      await expect(page.locator("html")).toHaveAttribute("data-lite-page", "");
      await expectNotice(page, locale);
    }
  }
});

test("Arabic shows the English text, marked as English, in a right-to-left page", async ({ page }) => {
  await page.clock.setFixedTime(endsAt - 5 * 60_000);
  await page.goto("/ar/about");
  await expect(page.locator("html")).toHaveAttribute("dir", dirOf("ar"));
  const standIn = notice(page, "ar").locator('[lang="en"]');
  await expect(standIn).toHaveText(english);
  await expect(notice(page, "fr").or(notice(page, "en"))).toHaveCount(0);
  await page.goto("/fr/about");
  await expect(notice(page, "fr").locator("[lang]")).toHaveCount(0);
});

test("has no accessibility problem of any impact, in English and Arabic", async ({ page }) => {
  await page.clock.setFixedTime(endsAt - 5 * 60_000);
  for (const url of ["/", "/ar/donate"]) {
    await page.goto(url);
    await appStarted(page);
    expect(await allViolations(page)).toEqual([]);
  }
});

test.describe("before its start", () => {
  /** The fixture's start, 24 November 2026 at 09:00 in Gaza (UTC+2 in November), written out by hand. */
  const startsAt = Date.UTC(2026, 10, 24, 7, 0);

  test("a page opened before the start shows nothing, then the notice at its start, without a rebuild or a reload", async ({ page }) => {
    await page.clock.install({ time: startsAt - 2 * 60_000 });
    await page.goto("/ar/about");
    await appStarted(page);
    // The built page carries the notice and its start, hidden until then.
    await expect(page.locator("[data-notice-starts]")).toHaveAttribute("data-notice-starts", String(startsAt));
    await expect(notice(page, "ar")).toBeHidden();
    await page.clock.fastForward(60_000);
    await expect(notice(page, "ar")).toBeHidden();
    await page.clock.fastForward(61_000);
    await expectNotice(page, "ar");
    // Still shown after a client-side navigation.
    await page
      .getByRole("banner")
      .getByRole("link", { name: message("ar", "nav_donate") })
      .first()
      .click();
    await expect(page).toHaveURL("/ar/donate");
    await expectNotice(page, "ar");
  });

  test("a page opened after the start shows it at once", async ({ page }) => {
    await page.clock.setFixedTime(startsAt + 60_000);
    await page.goto("/en/travel");
    await expectNotice(page, "en");
  });
});

test.describe("once its end has passed", () => {
  test("a page open a minute before the end hides it after that minute", async ({ page }) => {
    await page.clock.install({ time: endsAt - 60_000 });
    await page.goto("/fr/donate");
    await appStarted(page);
    await expectNotice(page, "fr");
    await page.clock.fastForward(30_000);
    await expect(notice(page, "fr")).toBeVisible();
    await page.clock.fastForward(31_000);
    await expect(notice(page, "fr")).toBeHidden();
    // Still hidden after a client-side navigation.
    await page
      .getByRole("banner")
      .getByRole("link", { name: message("fr", "nav_about") })
      .first()
      .click();
    await expect(page).toHaveURL("/fr/about");
    await expect(notice(page, "fr")).toBeHidden();
  });

  test("a page opened after the end never shows it, the offline and not-found pages neither", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (entry) => entry.type() === "error" && errors.push(entry.text()));
    await page.clock.setFixedTime(endsAt + 60_000);
    for (const url of ["/tr/travel", "/tr/offline", "/tr/no-such-page"]) {
      await page.goto(url);
      await expect(notice(page, "tr")).toBeHidden();
      await expect(page.locator("[data-notice-ends]")).toHaveCount(1);
    }
    // Hidden before the app hydrates, and still hidden after, without a hydration error.
    await page.goto("/tr/travel");
    await appStarted(page);
    await expect(notice(page, "tr")).toBeHidden();
    expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a page keeps it until the next build (as docs/editing.md says)", async ({ page }) => {
      await page.goto("/tr/travel");
      await expectNotice(page, "tr");
    });
  });
});

test("a returning visitor whose pages were saved before the notice sees it on the next visit with a network", async ({ newContext }) => {
  const context = await newContext({ serviceWorkers: "allow", locale: "fr-FR" });
  const page = await context.newPage();
  await page.clock.setFixedTime(endsAt - 5 * 60_000);
  await page.goto("/fr");
  await page.evaluate(() => navigator.serviceWorker.ready);
  // /fr/contact is saved on a first visit (decision 190: the first round).
  const savedContact = () =>
    page.evaluate(async () => {
      for (const name of await caches.keys()) if (await (await caches.open(name)).match("/fr/contact")) return name;
      return null;
    });
  await expect.poll(savedContact, { timeout: 20_000 }).not.toBeNull();
  // The saved copy becomes one made before the notice was posted: the same page without it.
  await page.evaluate(
    async (cacheName) => {
      const cache = await caches.open(cacheName ?? "");
      const saved = await cache.match("/fr/contact");
      const html = (await saved?.text())?.replace(/<section aria-labelledby="site-notice-label"[\s\S]*?<\/section>/, "") ?? "";
      await cache.put("/fr/contact", new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }));
    },
    await savedContact(),
  );

  await context.setOffline(true);
  await page.goto("/fr/contact");
  await expect(page.locator("h1")).toBeVisible();
  await expect(notice(page, "fr")).toHaveCount(0);

  await context.setOffline(false);
  await page.goto("/fr/contact");
  await expectNotice(page, "fr");
});
