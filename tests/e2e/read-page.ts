// What every reader gets from a page, with or without JavaScript, checked by every-page.spec.ts on
// the Node server and by reading-pages.spec.ts on the other hosts.
import type { Page } from "@playwright/test";
import { dirOf, type Locale } from "../../model/locales.ts";
import { expect } from "./playwright-utils.ts";
import { message, pageText } from "./support.ts";

// The site address the build uses when KGC_SITE_URL is not set (.env.example).
const siteUrl = "https://keepgazaconnected.org";

/** Checks what every reader gets from a page just opened, with or without JavaScript. */
export async function readPage(page: Page, { locale, path, url }: { locale: Locale; path: string; url: string }) {
  const response = await page.goto(url, { waitUntil: "load" });
  const text = pageText(locale, path);

  expect(response?.status()).toBe(200);
  // Served at its own address: no redirect on the way.
  expect(await response?.request().redirectedFrom()).toBeNull();
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.locator("html")).toHaveAttribute("dir", dirOf(locale));
  await expect(page).toHaveTitle(path === "/" ? text.title : `${text.title} | ${message(locale, "site_name")}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", text.description);
  await expect(page.locator("h1")).toHaveText([text.heading]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url === "/" ? siteUrl : `${siteUrl}${url}`);
  expect(
    await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute("hreflang"))),
  ).toEqual(["en", "fr", "tr", "ar", "x-default"]);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", new RegExp(`^${locale}_`));
  // Links within the site use the served spelling of an address, never one with a trailing slash.
  const links = await page.locator('a[href^="/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  expect(links.filter((href) => /.\/(?:[?#]|$)/.test(href))).toEqual([]);
}
