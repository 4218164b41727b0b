// What search engines and link previews read: sitemap with alternates, robots.txt, Open Graph and
// Twitter tags with the sharing image, the organization's JSON-LD, and the web app manifest.

import { parseConfig } from "#model/config/schema.ts";
import { locales, localizePath } from "#model/locales.ts";
import { pagePaths } from "#model/pages.ts";
import { test as base, expect } from "./playwright-utils.ts";

const { siteUrl } = parseConfig({});

/** Plain HTTP, no browser: `get(path)` asks the site's server. */
const test = base.extend<{ get: (path: string) => Promise<Response> }>({
  get: async ({ site }, use) => use((path) => fetch(`${site.origin}${path}`)),
});
const absolute = (path: string) => `${siteUrl}${path === "/" ? "" : path}`;

test.describe("sitemap and robots", () => {
  test("lists every page in every locale with its hreflang alternates", async ({ get }) => {
    const response = await get("/sitemap.xml");
    expect(response.headers.get("content-type")).toContain("xml");
    const xml = await response.text();
    // Each <url> as its address and its alternates by language; URLs compared in their normal form
    // (`https://…org` and `https://…org/` are the same address).
    const normal = (url: string) => new URL(url).href;
    const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? "";
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
      loc: normal(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? ""),
      alternates: Object.fromEntries(
        [...body.matchAll(/<xhtml:link [^>]*>/g)].map(([tag]) => [attribute(tag, "hreflang"), normal(attribute(tag, "href"))]),
      ),
    }));
    const expected = pagePaths.flatMap((path) =>
      locales.map((locale) => ({
        loc: normal(absolute(localizePath(path, locale))),
        alternates: {
          en: normal(absolute(path)),
          fr: normal(absolute(`/fr${path === "/" ? "" : path}`)),
          tr: normal(absolute(`/tr${path === "/" ? "" : path}`)),
          ar: normal(absolute(`/ar${path === "/" ? "" : path}`)),
          "x-default": normal(absolute(path)),
        },
      })),
    );
    const byLoc = (a: { loc: string }, b: { loc: string }) => a.loc.localeCompare(b.loc);
    expect(entries.sort(byLoc)).toEqual(expected.sort(byLoc));
    expect(entries.find((entry) => entry.loc === `${siteUrl}/ar/donate`)?.alternates.fr).toBe(`${siteUrl}/fr/donate`);
    expect(xml).not.toContain("404");
    expect(xml).not.toContain("offline");
  });

  test("robots.txt allows crawling and points to the sitemap", async ({ get }) => {
    const text = await (await get("/robots.txt")).text();
    expect(text).toContain("Allow: /");
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});

test.describe("sharing and structured data", () => {
  for (const locale of locales) {
    test(`${locale} pages carry Open Graph and Twitter card tags with the sharing image`, async ({ get }) => {
      const html = await (await get(localizePath("/travel", locale))).text();
      const meta = (key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
      // The language's own image: a French share shows French (scripts/og-images.ts).
      expect(meta("og:image")).toBe(`${siteUrl}/og/${locale}.png`);
      expect(meta("og:title")).toBe(html.match(/<title>([^<]*)<\/title>/)?.[1]);
      expect(meta("og:title")?.length).toBeGreaterThan(10);
      expect(meta("twitter:card")).toBe("summary_large_image");
      expect(meta("twitter:image")).toBe(`${siteUrl}/og/${locale}.png`);
      expect(meta("og:url")).toBe(absolute(localizePath("/travel", locale)));
      const image = await get(`/og/${locale}.png`);
      expect(image.headers.get("content-type")).toBe("image/png");
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    });
  }

  test("the home page describes the organization and the website in JSON-LD", async ({ get }) => {
    const html = await (await get("/ar")).text();
    const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? "{}";
    const graph = JSON.parse(json)["@graph"] as Array<Record<string, unknown>>;
    expect(graph.map((node) => node["@type"])).toEqual(["NGO", "WebSite"]);
    expect(graph[0]?.name).toBe("Keep Gaza Connected");
    expect(graph[0]?.alternateName).toBe("لنُبقِ غزة متصلة");
    expect(graph[1]?.name).toBe("لنُبقِ غزة متصلة");
    expect(graph[1]?.inLanguage).toBe("ar");
    expect(graph[1]?.url).toBe(absolute("/ar"));
  });

  test("offers a web app manifest with the logo", async ({ get }) => {
    const html = await (await get("/")).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const manifest = await (await get("/manifest.webmanifest")).json();
    expect(manifest.name).toBe("Keep Gaza Connected");
    for (const icon of manifest.icons) expect((await get(icon.src)).status).toBe(200);
  });
});
