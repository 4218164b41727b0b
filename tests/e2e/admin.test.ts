// The editor at /admin in the production build: kept out of search engines and of the service
// worker's caches, under a Content-Security-Policy of its own, and invisible to the public pages
// (none links to it or loads a byte of it).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { editorHeaders } from "../../server/rules.js";
import { cmsConfig } from "../../src/cms/config.js";
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

describe("/admin in the hosted mode", () => {
  it("starts Decap CMS on GitHub with sign-in through the configured server, under its policy", async () => {
    // The built editor page with the configuration a build with KGC_CMS_REPO writes (the site's own
    // build has none), served with the production headers for that sign-in server.
    const authUrl = "http://auth.invalid";
    const config = cmsConfig({
      rootDir: "tests/fixtures/cms-content",
      backend: { mode: "hosted", repo: "keep-gaza/site", branch: "main", authUrl, siteUrl: "https://keepgazaconnected.org" },
    });
    const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
    const server = createServer((request, response) => {
      const path = new URL(request.url ?? "/", "http://localhost").pathname;
      const headers = { ...editorHeaders({ authUrl }) };
      if (path === "/admin/config.json")
        return response.writeHead(200, { ...headers, "Content-Type": "application/json" }).end(JSON.stringify(config));
      const file = join("dist/client", path === "/admin" ? "/admin/index.html" : path);
      if (!path.startsWith("/admin") || !existsSync(file)) return response.writeHead(404).end();
      response.writeHead(200, { ...headers, "Content-Type": types[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const context = await newContext(site.browser, origin);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { violations: seen });
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(`${origin}/admin`);
    await expect.poll(() => page.getByRole("button", { name: "Login with GitHub" }).count(), { timeout: 30_000 }).toBe(1);
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    await context.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
