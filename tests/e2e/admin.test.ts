// The editor at /admin in the production build: kept out of search engines and of the service
// worker's caches, under a Content-Security-Policy of its own, and invisible to the public pages
// (none links to it or loads a byte of it).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allPages, newContext, setUpSite } from "./support";

const site = setUpSite();
const get = (path: string, init?: RequestInit) => fetch(`${site.origin}${path}`, init);

// Written out here rather than imported, so a change to the policy is a visible change to this test.
const adminPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "worker-src 'self' blob:",
].join("; ");

describe("/admin", () => {
  it("is served in English whatever the visitor's language, with noindex and its own policy", async () => {
    const response = await get("/admin", { headers: { cookie: "PARAGLIDE_LOCALE=ar", "accept-language": "fr" }, redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("content-security-policy")).toBe(adminPolicy);
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect((await get("/admin/decap-cms.js")).headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("leaves the public pages' policy as strict as before", async () => {
    for (const path of ["/", "/fr/contact", "/ar/about"]) {
      const policy = (await get(path)).headers.get("content-security-policy") ?? "";
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain("unsafe-eval");
      expect(policy).not.toContain("api.github.com");
    }
  });

  it("is disallowed in robots.txt and absent from the sitemap", async () => {
    expect(await (await get("/robots.txt")).text()).toContain("Disallow: /admin\n");
    expect(await (await get("/sitemap.xml")).text()).not.toContain("/admin");
  });

  it("adds nothing to any public page: no page or asset refers to it", async () => {
    for (const { url } of allPages) {
      const html = await (await get(url)).text();
      expect([url, /\/admin|decap/i.test(html)]).toEqual([url, false]);
    }
    const assets = join("dist/client/assets");
    const referring = readdirSync(assets).filter(
      (name) => /\.(js|css)$/.test(name) && /decap-cms|\/admin\//.test(readFileSync(join(assets, name), "utf8")),
    );
    expect(referring).toEqual([]);
  });

  it("says the online editor is not set up when the build has no repository", async () => {
    const context = await newContext(site.browser, site.origin);
    const page = await context.newPage();
    await page.goto("/admin");
    await expect.poll(() => page.textContent("body"), { timeout: 20_000 }).toContain("The online editor is not set up for this site yet");
    await context.close();
  });

  it("is kept in no cache of the service worker", async () => {
    const context = await newContext(site.browser, site.origin, { serviceWorkers: "allow" });
    const page = await context.newPage();
    await page.goto("/");
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Once the worker controls the site, a visit to /admin goes through it.
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto("/admin");
    await expect.poll(() => page.textContent("body"), { timeout: 20_000 }).toContain("The online editor is not set up");
    await page.goto("/robots.txt");
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${request.url}`);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((entry) => entry.includes("/admin"))).toEqual([]);
    await context.close();
  });
});
