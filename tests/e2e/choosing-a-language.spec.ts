// Choosing a language: the menu, on the Node server; on every host (the server decides where a
// visitor goes), the journey of the foundation issue, the no-JavaScript links, and the browser's
// own languages on a first visit.
import type { Page } from "@playwright/test";
import { type Locale, locales, localizePath } from "#model/locales.ts";
import { installerPath } from "#model/pages.ts";
import { messagesOfOneLocale } from "../../framework-patches.ts";
import { appStarted, expect, forEachServer, test } from "./playwright-utils.ts";
import { messages, pageText, viewports } from "./support.ts";

/** Opens the header's language menu and picks a language by its own name. */
async function pickLanguage(page: Page, label: string) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /English|Français|Türkçe|العربية/ })
    .click();
  await page.getByRole("option", { name: label }).click();
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

test("lists the four languages, each named in itself, and marks the current one", async ({ page }) => {
  await page.goto("/tr/about");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Türkçe/ })
    .click();
  await expect(page.getByRole("option")).toHaveText(["English", "Français", "Türkçe", "العربية"]);
  await expect(page.getByRole("option", { name: "Türkçe" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
});

test.describe("switching from English to Arabic", () => {
  test.use({ viewport: viewports.desktop });

  test("paints no English text on the way, and every message of the page is Arabic", async ({ page }) => {
    // Every text the page adds or changes, with the address it was painted at, kept across page loads.
    await page.addInitScript(() => {
      const painted: Array<{ path: string; text: string }> = JSON.parse(sessionStorage.getItem("painted") ?? "[]");
      const record = (text: string | null | undefined) => {
        if (!text?.trim()) return;
        painted.push({ path: location.pathname, text: text.trim() });
        sessionStorage.setItem("painted", JSON.stringify(painted));
      };
      new MutationObserver((changes) => {
        for (const change of changes) {
          if (change.type === "characterData") record(change.target.textContent);
          for (const node of change.addedNodes) record(node.textContent);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
      addEventListener("DOMContentLoaded", () => record(document.body?.textContent));
    });
    await page.goto("/about");
    await expect(h1(page)).toHaveText(pageText("en", "/about").heading);
    await pickLanguage(page, "العربية");
    await expect(page).toHaveURL("/ar/about");
    await expect(h1(page)).toHaveText(pageText("ar", "/about").heading);

    const en = messages("en");
    const ar = messages("ar");
    const english = [pageText("en", "/about").heading, en.nav_home, en.nav_about, en.nav_help, en.nav_donate, en.nav_travel];
    const paintedInArabic = (await page.evaluate(() => JSON.parse(sessionStorage.getItem("painted") ?? "[]"))) as Array<{
      path: string;
      text: string;
    }>;
    expect(paintedInArabic.filter((entry) => entry.path.startsWith("/ar")).length).toBeGreaterThan(0);
    const englishPainted = paintedInArabic
      .filter((entry) => entry.path.startsWith("/ar"))
      .flatMap((entry) => english.filter((text) => entry.text.includes(text)));
    expect(englishPainted).toEqual([]);
    // The messages of the page, in Arabic: the header's links and the footer's headings.
    const banner = page.getByRole("banner");
    for (const label of [ar.nav_home, ar.nav_about, ar.nav_help, ar.nav_donate]) {
      await expect(banner.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("contentinfo")).toContainText(ar.footer_links_heading);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  });
});

test.describe("a page's scripts carry its own language's messages only (decision 191)", () => {
  /** Texts of `locale`'s messages long enough to be found in a script and not found by chance. */
  const findable = (locale: Locale) =>
    Object.entries(messages(locale))
      .filter(([key, text]) => !messagesOfOneLocale.everyLocale.includes(key) && !text.includes("{") && text.length >= 12)
      .map(([key, text]) => ({ key, text }));

  for (const locale of locales) {
    test(`the installer in ${locale}`, async ({ page }) => {
      const scripts: Array<Promise<string>> = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response.text());
      });
      // The page with the most messages: the installer, its decoder and its ways to install.
      await page.goto(localizePath(installerPath, locale));
      await appStarted(page);
      await page.waitForLoadState("networkidle");
      const code = (await Promise.all(scripts)).join("\n");
      const ownText: Record<string, string> = messages(locale);
      const own = findable(locale).filter(({ text }) => code.includes(text));
      expect(own.length).toBeGreaterThan(20);
      const others = locales
        .filter((other) => other !== locale)
        .flatMap((other) => findable(other).filter(({ key, text }) => text !== ownText[key] && code.includes(text)));
      expect(others).toEqual([]);
    });
  }
});

forEachServer(() => {
  test.describe("a French browser", () => {
    test.use({ locale: "fr-FR" });

    test("switches /donate to Arabic, stays Arabic on reload of /donate, and stays English once English is chosen", async ({
      page,
      context,
    }) => {
      await page.goto("/fr/donate");
      await pickLanguage(page, "العربية");
      await expect(page).toHaveURL("/ar/donate");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(h1(page)).toHaveText(pageText("ar", "/donate").heading);
      expect(await page.evaluate(() => localStorage.getItem("selectedLocale"))).toBe("ar");
      const cookie = (await context.cookies()).find((c) => c.name === "PARAGLIDE_LOCALE");
      expect(cookie?.value).toBe("ar");
      expect(cookie?.path).toBe("/");
      expect(cookie && cookie.expires * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);

      await page.goto("/donate");
      expect(new URL(page.url()).pathname).toBe("/ar/donate");

      await pickLanguage(page, "English");
      await expect(page).toHaveURL("/donate");
      await expect(h1(page)).toHaveText(pageText("en", "/donate").heading);
      // The French browser is not bounced back to French.
      await page.goto("/donate");
      expect(new URL(page.url()).pathname).toBe("/donate");
      await page.reload();
      expect(new URL(page.url()).pathname).toBe("/donate");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });

  test.describe("a Turkish browser without JavaScript", () => {
    test.use({ javaScriptEnabled: false, locale: "tr-TR", extraHTTPHeaders: { "Accept-Language": "tr-TR" } });

    test("chooses with plain links, and the choice is remembered", async ({ page }) => {
      await page.goto("/travel");
      expect(new URL(page.url()).pathname).toBe("/tr/travel");
      await page.getByRole("banner").locator("summary").click();
      await page.getByRole("banner").getByRole("link", { name: "Français" }).click();
      // The Node server and nginx also remember French and clean the address; a CDN serves the
      // prefixed page as a file (docs/deploying.md).
      await expect(page).toHaveURL(/\/fr\/travel(\?locale=fr)?$/);
      await expect(h1(page)).toHaveText(pageText("fr", "/travel").heading);
      await page.getByRole("banner").locator("summary").click();
      await page.getByRole("banner").getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL("/travel");
      await page.goto("/travel");
      expect(new URL(page.url()).pathname).toBe("/travel");
      await expect(h1(page)).toHaveText(pageText("en", "/travel").heading);
    });
  });

  test.describe("an Arabic browser", () => {
    test.use({ locale: "ar-PS", extraHTTPHeaders: { "Accept-Language": "ar-PS,ar;q=0.9,en;q=0.5" } });

    test("a first visitor gets the browser's language", async ({ page }) => {
      await page.goto("/");
      expect(new URL(page.url()).pathname).toBe("/ar");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    });
  });

  test("ignores a malformed locale cookie", async ({ page, context, site }) => {
    await context.addCookies([{ name: "PARAGLIDE_LOCALE", value: "%E0%A4%A", url: site.origin }]);
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await expect(h1(page)).toHaveText(pageText("en", "/about").heading);
  });
});
