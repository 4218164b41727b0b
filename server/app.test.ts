// The production server against a small fake build: status codes, locale negotiation, caching,
// security headers, and hostile input that must never produce a 500 or escape dist/client.

import type { Server } from "node:http";
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { writeFakeBuild } from "./test-support/fake-build.ts";
import { sendRaw } from "./test-support/hostile-requests.ts";

let server: Server;
let origin = "";

beforeAll(async () => {
  const dist = writeFakeBuild();
  server = createServer(createApp({ distDir: dist }));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));

const get = (path: string, headers: Record<string, string> = {}, method: string = "GET") =>
  fetch(origin + path, { headers, method, redirect: "manual" });

describe("pages", () => {
  it("serves a prerendered page with security headers and revalidation", async () => {
    const response = await get("/about");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>About</h1>");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("allows the form origins only on the pages that embed a form", async () => {
    expect((await get("/contact")).headers.get("content-security-policy")).toContain("frame-src https://forms.example.org");
    expect((await get("/about")).headers.get("content-security-policy")).toContain("frame-src 'none'");
    expect((await get("/about")).headers.get("content-security-policy")).not.toContain("news.example.com");
  });

  it("allows partner logo hosts on /about only", async () => {
    expect((await get("/about")).headers.get("content-security-policy")).toContain("img-src 'self' data: https://logos.example.net");
    expect((await get("/contact")).headers.get("content-security-policy")).not.toContain("logos.example.net");
  });

  it("answers 304 to a matching ETag", async () => {
    const etag = (await get("/about")).headers.get("etag") ?? "";
    expect((await get("/about", { "If-None-Match": etag })).status).toBe(304);
  });

  it("sends hashed assets precompressed and cached for a year", async () => {
    const response = await get("/assets/app-abc123.js", { "Accept-Encoding": "gzip, deflate" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe("console.log('app')");
  });

  it("answers HEAD without a body and refuses other methods", async () => {
    expect((await get("/about", {}, "HEAD")).status).toBe(200);
    const post = await get("/about", {}, "POST");
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("sends the other spelling of an address, with a trailing slash, to its one address for good", async () => {
    const response = await get("/about/");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/about");
  });
});

describe("locale negotiation", () => {
  it("sends an Arabic browser from an unprefixed page to the Arabic one", async () => {
    const response = await get("/donate", { "Accept-Language": "ar-PS,ar;q=0.9,en;q=0.5" });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/ar/donate");
    expect(response.headers.get("vary")).toContain("Accept-Language");
    expect(response.headers.get("vary")).toContain("Cookie");
  });

  it("prefers the cookie over the browser's languages", async () => {
    const response = await get("/", { "Accept-Language": "tr", Cookie: "PARAGLIDE_LOCALE=fr" });
    expect(response.headers.get("location")).toBe("/fr");
  });

  it("keeps a French browser that chose English in English", async () => {
    const response = await get("/about", { "Accept-Language": "fr-FR", Cookie: "PARAGLIDE_LOCALE=en" });
    expect(response.status).toBe(200);
    expect(response.headers.get("vary")).toContain("Cookie");
  });

  it("never redirects a prefixed page", async () => {
    expect((await get("/fr/about", { Cookie: "PARAGLIDE_LOCALE=ar" })).status).toBe(200);
  });

  it("stores a language chosen with a plain link and cleans the URL", async () => {
    const response = await get("/fr/about?locale=en");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/about");
    expect(response.headers.get("set-cookie")).toMatch(/^PARAGLIDE_LOCALE=en; Path=\/; Max-Age=34560000; SameSite=Lax$/);
  });

  it("treats /en/ URLs as a choice of English", async () => {
    const response = await get("/en/about", { "Accept-Language": "ar" });
    expect(response.headers.get("location")).toBe("/about");
    expect(response.headers.get("set-cookie")).toContain("PARAGLIDE_LOCALE=en");
  });
});

describe("not found", () => {
  it("answers unknown paths with the localized not-found page and status 404", async () => {
    const en = await get("/no-such-page");
    expect(en.status).toBe(404);
    expect(await en.text()).toContain("404: We Couldn't Find That Page");
    const fr = await get("/fr/no-such-page");
    expect(fr.status).toBe(404);
    expect(await fr.text()).toContain("page introuvable");
  });

  it("sends an Arabic browser's unknown path to the Arabic not-found page", async () => {
    const redirect = await get("/missing", { "Accept-Language": "ar" });
    expect(redirect.headers.get("location")).toBe("/ar/missing");
    const page = await get("/ar/missing");
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("لم نعثر");
  });

  it("never serves the not-found page itself with a 200", async () => {
    expect((await get("/404")).status).toBe(404);
    expect((await get("/404.html")).status).toBe(404);
    expect((await get("/fr/404.html")).status).toBe(404);
  });
});

describe("hostile input", () => {
  const paths = [
    "/..%2fsecret.txt",
    "/%2e%2e/secret.txt",
    "/assets/..%2f..%2fsecret.txt",
    "/%E0%A4%A",
    "/%00",
    "/a%5c..%5csecret.txt",
    `/${"a".repeat(5000)}`,
    "/about?locale=%ff",
    "//etc/passwd",
  ];
  for (const path of paths) {
    it(`answers ${path.slice(0, 40)} without a 500 or a file outside the site`, async () => {
      const response = await get(path);
      expect(response.status).toBeLessThan(500);
      expect(await response.text()).not.toContain("outside the site");
    });
  }

  it("ignores malformed cookies and Accept-Language headers", async () => {
    const headers: Record<string, string>[] = [
      { Cookie: "PARAGLIDE_LOCALE=%E0%A4%A" },
      { Cookie: "PARAGLIDE_LOCALE=xx; ;;=;" },
      { Cookie: "=".repeat(3000) },
      { "Accept-Language": ";q=,,,;;q=NaN" },
      { "Accept-Language": "x".repeat(10000) },
    ];
    for (const header of headers) {
      const response = await get("/about", header);
      expect(response.status).toBe(200);
    }
  });
});

describe("transport security", () => {
  it("sends Strict-Transport-Security only when the proxy says the request came over TLS", async () => {
    expect((await get("/about", { "X-Forwarded-Proto": "https" })).headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect((await get("/about")).headers.get("strict-transport-security")).toBeNull();
    expect((await get("/about", { "X-Forwarded-Proto": "http" })).headers.get("strict-transport-security")).toBeNull();
    expect((await get("/missing", { "X-Forwarded-Proto": "https" })).headers.get("strict-transport-security")).toContain(
      "max-age=63072000",
    );
    expect((await get("/about/", { "X-Forwarded-Proto": "https" })).headers.get("strict-transport-security")).toContain("max-age=63072000");
  });

  it("sends it on every response when configured to (TLS ends before the server, no X-Forwarded-Proto)", async () => {
    const always = createServer(createApp({ distDir: writeFakeBuild(), hsts: "always" }));
    await new Promise((resolve) => always.listen(0, "127.0.0.1", () => resolve(undefined)));
    const address = always.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/about`);
    await new Promise((resolve) => always.close(() => resolve(undefined)));
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });
});

describe("styles", () => {
  it("blocks style attributes everywhere and allows inline <style> elements only where scripts run", async () => {
    const page = (await get("/about")).headers.get("content-security-policy") ?? "";
    expect(page).toContain("style-src 'self'; style-src-elem 'self' 'unsafe-inline'; style-src-attr 'none'");
    const notFound = (await get("/nowhere")).headers.get("content-security-policy") ?? "";
    expect(notFound).toContain("style-src 'self'; img-src");
    expect(notFound).not.toContain("unsafe-inline");
  });
});

describe("Save-Data", () => {
  it("sends the lite variant of a page to a browser that saves data, unless the visitor turned it off", async () => {
    expect(await (await get("/donate", { "Save-Data": "on" })).text()).toContain("Donate (lite)");
    expect(await (await get("/donate", { Cookie: "KGC_SAVE_DATA=on" })).text()).toContain("Donate (lite)");
    expect(await (await get("/donate", { "Save-Data": "on", Cookie: "KGC_SAVE_DATA=off" })).text()).toBe(
      "<h1>Donate</h1><script>boot()</script>",
    );
    expect(await (await get("/donate")).text()).toBe("<h1>Donate</h1><script>boot()</script>");
  });

  it("falls back to the full page where there is no lite variant, and says what the choice depended on", async () => {
    const response = await get("/about", { "Save-Data": "on" });
    expect(await response.text()).toContain("<h1>About</h1>");
    expect(response.headers.get("vary")).toBe("Accept-Encoding, Save-Data, Cookie, Accept-Language");
    expect((await get("/fr/about")).headers.get("vary")).toBe("Accept-Encoding, Save-Data, Cookie");
  });
});

describe("request targets no URL parser accepts", () => {
  it("answers GET // with the home page's canonical redirect, not an error", async () => {
    const response = await sendRaw(origin, { method: "GET", target: "//" });
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe("/");
  });

  it("never redirects to another origin", async () => {
    for (const target of ["//evil.com/", "///evil.com", "/%2F%2Fevil.com/", "/\\evil.com/", "/%5Cevil.com/"]) {
      const response = await sendRaw(origin, { method: "GET", target });
      expect(response.status, target).toBeLessThan(500);
      expect(response.headers.location ?? "/", target).toMatch(/^\/(?![/\\])/);
    }
  });

  it("answers an absolute-form or asterisk target with the not-found page", async () => {
    expect((await sendRaw(origin, { method: "GET", target: "http://evil.com/about" })).status).toBe(404);
    expect((await sendRaw(origin, { method: "OPTIONS", target: "*" })).status).toBe(405);
  });
});
