// The real build over HTTP, served by the Node server, by nginx with the configuration the build
// wrote, and by Cloudflare's runtime with the build's Cloudflare output and Pages Function: the same
// headers, policy per page, caching, compression, 404s, redirects and locale negotiation from all
// three, and no 5xx for generated hostile requests. Where a CDN differs by design, the test says so.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import fc from "fast-check";
import { locales } from "#model/locales.ts";
import { writeServingConfig } from "../../scripts/serving-config.ts";
import { startCloudflare } from "../../server/cloudflare-process.ts";
import { ROUTES_LIMITS } from "../../server/host-outputs.ts";
import { writeFakeBuild } from "../../server/test-support/fake-build.ts";
import { brokenRules, requestKinds, sendRaw } from "../../server/test-support/hostile-requests.ts";
import { test as base, expect, forEachServer, sharedByTests } from "./playwright-utils.ts";
import { allPages, messages, pageText } from "./support.ts";

// The build does not write lite pages yet (issue 12 adds them): a small fake build that has one,
// written once in each worker that needs it (left in the system's temporary folder, as before).
const fakeBuild = sharedByTests(
  base,
  async () => {
    const dist = writeFakeBuild();
    writeServingConfig(dist);
    return dist;
  },
  () => {},
);

/** Plain HTTP, no browser: `get(path)` asks the site's server, redirects not followed. */
const test = base.extend<{ get: (path: string, headers?: Record<string, string>) => Promise<Response>; fakeBuild: string }>({
  get: async ({ site }, use) => use((path, headers = {}) => fetch(site.origin + path, { headers, redirect: "manual" })),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
  fakeBuild: async ({}, use) => use(await fakeBuild()),
});

/** The hashes a page's policy must allow: every inline script of the HTML as served, hashed here. */
function inlineScriptHashes(html: string) {
  const bodies = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
  return [...new Set(bodies.map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`))].sort();
}

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

/** What revalidates on each host: the servers say `no-cache`; Cloudflare's own default means the same. */
const revalidate = (kind: string) => (kind === "cloudflare" ? "public, max-age=0, must-revalidate" : "no-cache");

forEachServer((kind) => {
  test("sends every page with the security headers and a policy that allows exactly its own inline scripts", async ({ get }) => {
    for (const page of allPages) {
      const response = await get(page.url, { "Accept-Encoding": "br, gzip" });
      expect(response.status, page.url).toBe(200);
      expect(response.headers.get("content-encoding"), page.url).toBe("br");
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe(revalidate(kind));
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      const html = await response.text();
      const policy = response.headers.get("content-security-policy") ?? "";
      const scripts = directive(policy, "script-src").filter((source) => source.startsWith("'sha256-"));
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll("&#x27;", "'") ?? "";
      if (kind === "cloudflare") {
        // A page's translations share one header rule (`/:locale/about`, within Cloudflare's 100
        // rules): it allows their scripts together; the page's <meta> allows exactly its own.
        for (const hash of inlineScriptHashes(html)) expect(scripts, page.url).toContain(hash);
        expect(
          directive(meta, "script-src")
            .filter((source) => source.startsWith("'sha256-"))
            .sort(),
          page.url,
        ).toEqual(inlineScriptHashes(html));
      } else expect(scripts.sort(), page.url).toEqual(inlineScriptHashes(html));
      expect(policy).not.toContain("unsafe-eval");
      expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
      expect(directive(policy, "style-src")).toEqual(["'self'"]);
      expect(directive(policy, "style-src-attr")).toEqual(["'none'"]);
      expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
      // The <meta> carries the same policy but frame-ancestors, which only a header can hold.
      if (kind !== "cloudflare") expect(meta).toBe(policy.replace("; frame-ancestors 'none'", ""));
    }
  });

  test("caches hashed assets for a year, sends them precompressed, and revalidates the rest", async ({ get }) => {
    const html = await (await get("/")).text();
    // The stylesheet: the app's scripts are added by an inline bootstrap, after the first paint.
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? "";
    const asset = await get(stylesheet, { "Accept-Encoding": "gzip" });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-encoding")).toBe("gzip");
    expect(asset.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect((await get("/sw.js")).headers.get("cache-control")).toBe(revalidate(kind));
  });

  test("answers unknown paths with the localized not-found page and status 404, and never the page itself with a 200", async ({ get }) => {
    for (const locale of locales) {
      const prefix = locale === "en" ? "" : `/${locale}`;
      // Cloudflare serves a file `404.html` at `/404`, as any page (docs/deploying.md).
      const notFoundFile = kind === "cloudflare" ? [] : [`${prefix}/404.html`];
      for (const path of [`${prefix}/no/such/page`, ...notFoundFile, `${prefix}/nothing.png`]) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).toContain(messages(locale).notfound_heading.replaceAll("'", "&#x27;"));
      }
    }
  });

  test("negotiates the locale of unprefixed pages: cookie, then Accept-Language by primary language, with Vary", async ({ get }) => {
    const arabic = await get("/donate", { "Accept-Language": "ar-PS,ar;q=0.9,en;q=0.5" });
    expect(arabic.status).toBe(307);
    expect(arabic.headers.get("location")).toBe("/ar/donate");
    expect(arabic.headers.get("vary")).toContain("Accept-Language");
    expect(arabic.headers.get("vary")).toContain("Cookie");
    expect((await get("/", { "Accept-Language": "fr-CA" })).headers.get("location")).toBe("/fr");
    expect((await get("/", { "Accept-Language": "tr", Cookie: "PARAGLIDE_LOCALE=fr" })).headers.get("location")).toBe("/fr");
    const english = await get("/about", { "Accept-Language": "fr-FR", Cookie: "PARAGLIDE_LOCALE=en" });
    expect(english.status).toBe(200);
    expect(english.headers.get("vary")).toBe("Accept-Encoding, Save-Data, Cookie, Accept-Language");
    expect((await get("/fr/about", { Cookie: "PARAGLIDE_LOCALE=ar" })).status).toBe(200);
    expect((await get("/about", { Cookie: "PARAGLIDE_LOCALE=%E0%A4%A" })).status).toBe(200);
  });

  test("stores a language chosen with a plain link and cleans the URL", async ({ get }) => {
    // The English link of a page points at its unprefixed address, which every host's rules answer.
    const choice = await get("/about?locale=en");
    expect(choice.status).toBe(307);
    expect(choice.headers.get("location")).toBe("/about");
    expect(choice.headers.get("set-cookie")).toBe("PARAGLIDE_LOCALE=en; Path=/; Max-Age=34560000; SameSite=Lax");
    expect((await get("/about?locale=ar")).headers.get("location")).toBe("/ar/about");
    const english = await get("/en/travel");
    expect([english.status, english.headers.get("location")]).toEqual([307, "/travel"]);
    expect(english.headers.get("set-cookie")).toContain("PARAGLIDE_LOCALE=en;");
    // A prefixed page is a file on Cloudflare: the link's page is served as it is.
    if (kind !== "cloudflare") expect((await get("/fr/about?locale=fr")).headers.get("location")).toBe("/fr/about");
  });

  test("serves each page at its address without a trailing slash, and sends the other spelling there for good", async ({ get }) => {
    for (const url of ["/", "/about", "/ar", "/ar/about", "/fr/privacy-policy"]) {
      expect((await get(url, { "Accept-Language": "en" })).status, url).toBe(200);
    }
    for (const [slashed, url] of [
      ["/about/", "/about"],
      ["/ar/", "/ar"],
      ["/ar/about/", "/ar/about"],
      ["/tr/travel/", "/tr/travel"],
    ]) {
      const response = await get(slashed ?? "");
      expect([response.status, response.headers.get("location")], slashed).toEqual([308, url]);
    }
  });

  test("sends Strict-Transport-Security behind TLS (always on a CDN, which serves HTTPS only)", async ({ get }) => {
    expect((await get("/ar/about", { "X-Forwarded-Proto": "https" })).headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    const plain = (await get("/ar/about")).headers.get("strict-transport-security");
    expect(plain).toBe(kind === "cloudflare" ? "max-age=63072000; includeSubDomains" : null);
  });

  test("sends a page to a browser that saves data, with Vary saying so", async ({ get }) => {
    const response = await get("/ar/about", { "Save-Data": "on" });
    expect(response.status).toBe(200);
    // On Cloudflare a prefixed page is one file for everyone: its own bootstrap loads no script then.
    if (kind !== "cloudflare") expect(response.headers.get("vary")).toBe("Accept-Encoding, Save-Data, Cookie");
    expect(await response.text()).toContain(pageText("ar", "/about").heading);
  });
});

// The servers whose HTTP handling is this project's. On Cloudflare, Cloudflare's edge reads the
// request; wrangler's local stand-in for it serves files from disk and fails on some of these
// (`/sw.js/` answers 502: a file-system error that no deployment, which serves from a manifest, has).
forEachServer(() => {
  // 200 of each kind, as the unit property tests send the Node server on a fake build.
  for (const [name, requests] of Object.entries(requestKinds)) {
    test(`answers 200 generated hostile requests (${name}) without a 5xx, a file from outside, a redirect away or echoed markup`, async ({
      site,
    }) => {
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          expect(brokenRules(await sendRaw(site.origin, request)), `${request.method} ${request.target.slice(0, 200)}`).toEqual([]);
        }),
        { numRuns: 200 },
      );
    });
  }
}, ["node", "nginx"]);

test.describe("the CDNs' files of the build", () => {
  test("stay within Cloudflare Pages' limits: 100 header rules, 2,000 characters a line, 100 routes", () => {
    const headers = readFileSync("dist/cloudflare/_headers", "utf8");
    expect(headers.match(/^\//gm)?.length).toBeLessThanOrEqual(100);
    expect(Math.max(...headers.split("\n").map((line) => line.length))).toBeLessThanOrEqual(2000);
    const routes = JSON.parse(readFileSync("dist/cloudflare/_routes.json", "utf8"));
    const rules: string[] = [...routes.include, ...routes.exclude];
    expect(rules.length).toBeLessThanOrEqual(ROUTES_LIMITS.rules);
    for (const rule of rules) expect(rule.length, rule).toBeLessThanOrEqual(ROUTES_LIMITS.ruleLength);
  });

  test("are all read by Cloudflare's runtime, which rejects none", async () => {
    const cloudflare = await startCloudflare();
    try {
      expect(cloudflare.log()).toMatch(/Parsed \d+ valid header rules/);
      expect(cloudflare.log()).not.toMatch(/invalid/i);
    } finally {
      await cloudflare.close();
    }
  });

  test("are all read by Netlify's own parsers, without an error", async () => {
    const redirects = await parseAllRedirects({ redirectsFiles: ["dist/netlify/_redirects"], configRedirects: [], minimal: true });
    expect(redirects.errors).toEqual([]);
    expect(redirects.redirects).toContainEqual(
      expect.objectContaining({ from: "/about", to: "/ar/about", status: 302, force: true, conditions: { Language: ["ar"] } }),
    );
    expect(redirects.redirects).toContainEqual(expect.objectContaining({ from: "/en/*", to: "/:splat", status: 301 }));
    expect(redirects.redirects).toContainEqual(expect.objectContaining({ from: "/ar/*", to: "/ar/404.html", status: 404 }));
    const headers = await parseAllHeaders({ headersFiles: ["dist/netlify/_headers"], configHeaders: [], minimal: true });
    expect(headers.errors).toEqual([]);
    expect(headers.headers.find((rule) => rule.for === "/ar/about" || rule.for === "/:locale/about")).toBeDefined();
  });

  test("allow every page's inline scripts at its URL, and nothing inline that is not on the page or a translation of it", () => {
    // The rules by path, as a host reads them: a line that starts with "/" opens a rule.
    const rules = new Map(
      readFileSync("dist/netlify/_headers", "utf8")
        .split("\n\n")
        .map((block) => block.split("\n").filter((line) => !line.startsWith("#")))
        .map(([path = "", ...lines]) => [path, lines.join("\n")]),
    );
    const inlineHashes = (url: string) => inlineScriptHashes(readFileSync(`dist/client${url === "/" ? "" : url}/index.html`, "utf8"));
    for (const page of allPages) {
      const translated = page.url.replace(/^\/(fr|tr|ar)(?=\/)/, "/:locale");
      const rule = rules.get(page.url) ?? rules.get(translated);
      expect(rule, page.url).toMatch(/^ {2}Content-Security-Policy: default-src 'self'; script-src 'self' /);
      const allowed =
        /script-src ([^;]*)/
          .exec(rule ?? "")?.[1]
          ?.split(" ")
          .filter((source) => source.startsWith("'sha256-")) ?? [];
      const own = inlineHashes(page.url);
      expect(own.length, page.url).toBeGreaterThan(0);
      for (const hash of own) expect(allowed, page.url).toContain(hash);
      // What else a shared rule allows are its translations' own scripts.
      const siblings = !rules.has(page.url)
        ? locales.filter((l) => l !== "en").map((l) => page.url.replace(/^\/\w\w/, `/${l}`))
        : [page.url];
      expect(new Set(allowed), page.url).toEqual(new Set(siblings.flatMap(inlineHashes)));
    }
  });
});

// A fake build with lite pages (see `fakeBuild`) shows every server picks them the same way.
forEachServer((kind) => {
  test.describe("Save-Data on a build with lite pages", () => {
    const body = async (origin: string, headers: Record<string, string>) => (await fetch(`${origin}/donate`, { headers })).text();

    test("sends the lite page when the browser asks to save data or the visitor chose it, and the full page otherwise", async ({
      servers,
      fakeBuild,
    }) => {
      const origin = await servers.origin(fakeBuild, kind);
      expect(await body(origin, { "Save-Data": "on" })).toBe("<h1>Donate (lite)</h1>");
      expect(await body(origin, { Cookie: "KGC_SAVE_DATA=on" })).toBe("<h1>Donate (lite)</h1>");
      expect(await body(origin, { "Save-Data": "on", Cookie: "KGC_SAVE_DATA=off" })).toBe("<h1>Donate</h1><script>boot()</script>");
      expect(await body(origin, {})).toBe("<h1>Donate</h1><script>boot()</script>");
    });

    test("falls back to the full page where there is no lite one", async ({ servers, fakeBuild }) => {
      const origin = await servers.origin(fakeBuild, kind);
      expect(await (await fetch(`${origin}/about`, { headers: { "Save-Data": "on" } })).text()).toBe(
        "<h1>About</h1><script>boot()</script>",
      );
    });
  });
});
