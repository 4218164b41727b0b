// What every reader gets from a page, with or without JavaScript, checked by every-page.spec.ts on
// the Node server and by reading-pages.spec.ts on the other hosts.
import type { Page } from "@playwright/test";
import { dirOf, type Locale } from "#model/locales.ts";
import { expect } from "./playwright-utils.ts";
import { message, pageText } from "./support.ts";

// The site address the build uses when KGC_SITE_URL is not set (.env.example).
const siteUrl = "https://keepgazaconnected.org";

/**
 * Checks what every reader gets from a page just opened, with or without JavaScript. The page is
 * read once, in one call, and compared with what it must say as a whole: while the app starts
 * after `load`, each separate question to the page waits for its main thread (decision 199).
 */
export async function readPage(page: Page, { locale, path, url }: { locale: Locale; path: string; url: string }) {
  const response = await page.goto(url, { waitUntil: "load" });
  const text = pageText(locale, path);

  expect(response?.status()).toBe(200);
  // Served at its own address: no redirect on the way.
  expect(await response?.request().redirectedFrom()).toBeNull();
  const read = await page.evaluate(() => {
    const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    const all = (selector: string) => [...document.querySelectorAll(selector)];
    return {
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      title: document.title,
      description: attribute('meta[name="description"]', "content"),
      // Runs of ASCII white space as one space, as Playwright reads text; a no-break space stays.
      headings: all("h1").map((h1) => h1.textContent?.replace(/[ \t\n\r]+/g, " ").trim()),
      canonical: attribute('link[rel="canonical"]', "href"),
      alternates: all('link[rel="alternate"][hreflang]').map((link) => link.getAttribute("hreflang")),
      ogLocale: attribute('meta[property="og:locale"]', "content"),
      // Links within the site use the served spelling of an address, never one with a trailing slash.
      trailingSlashLinks: all('a[href^="/"]')
        .map((a) => a.getAttribute("href") ?? "")
        .filter((href) => /.\/(?:[?#]|$)/.test(href)),
    };
  });
  expect(read).toEqual({
    lang: locale,
    dir: dirOf(locale),
    title: path === "/" ? text.title : `${text.title} | ${message(locale, "site_name")}`,
    description: text.description,
    headings: [text.heading],
    canonical: url === "/" ? siteUrl : `${siteUrl}${url}`,
    alternates: ["en", "fr", "tr", "ar", "x-default"],
    // The language, then its region ("ar_PS"): Open Graph's own spelling.
    ogLocale: expect.stringMatching(new RegExp(`^${locale}_[A-Z]{2}$`)),
    trailingSlashLinks: [],
  });
}
