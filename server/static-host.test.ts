// _headers and _redirects of a small fake build: the lines a static host must get, by hand.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readSite } from "./built-site.ts";
import { headersFile, redirectsFile } from "./static-host.ts";
import { writeFakeBuild } from "./test-support/fake-build.ts";

let headers = "";
let redirects = "";

beforeAll(() => {
  const site = readSite(writeFakeBuild());
  headers = headersFile(site);
  redirects = redirectsFile(site);
});

describe("_headers", () => {
  it("sends the security headers and HSTS on every path", () => {
    expect(headers).toContain(
      [
        "/*",
        "  X-Content-Type-Options: nosniff",
        "  Referrer-Policy: strict-origin-when-cross-origin",
        "  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
        "  X-Frame-Options: DENY",
        "  Cross-Origin-Opener-Policy: same-origin",
        "  Strict-Transport-Security: max-age=63072000; includeSubDomains",
      ].join("\n"),
    );
  });

  it("caches hashed assets for a year", () => {
    expect(headers).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
  });

  it("gives each page its own policy at its address without a trailing slash, and never a policy on /*", () => {
    expect(headers).toContain("\n/fr/about\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-fr';");
    expect(headers).not.toContain("\n/fr/about/\n");
    expect(headers).toContain("\n/contact\n  Content-Security-Policy: default-src 'self'; script-src 'self' https://news.example.com;");
    expect(headers.split("\n\n")[1]).not.toContain("Content-Security-Policy");
  });

  it("gives a page's three translations one /:locale rule allowing each one's scripts, when only their scripts differ", () => {
    const dist = writeFakeBuild();
    for (const locale of ["tr", "ar"]) {
      mkdirSync(join(dist, "client", locale, "about"), { recursive: true });
      writeFileSync(join(dist, "client", locale, "about", "index.html"), "<h1>About</h1><script>boot()</script>");
    }
    const hashes = JSON.parse(readFileSync(join(dist, "script-hashes.json"), "utf8"));
    const withTranslations = { ...hashes, "/tr/about/index.html": ["'sha256-tr'"], "/ar/about/index.html": ["'sha256-ar'"] };
    writeFileSync(join(dist, "script-hashes.json"), JSON.stringify(withTranslations));
    const file = headersFile(readSite(dist));
    expect(file).toContain(
      "\n/:locale/about\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-fr' 'sha256-tr' 'sha256-ar'; style-src",
    );
    expect(file).not.toMatch(/^\/(fr|tr|ar)\/about\/?$/m);
    // English keeps its own rule, with its own script only.
    expect(file).toContain("\n/about\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc'; style-src");
  });

  it("stays within Cloudflare Pages' 100 rules", () => {
    expect(headers.match(/^\//gm)?.length).toBeLessThanOrEqual(100);
  });
});

describe("_redirects", () => {
  it("sends /en/ URLs to the unprefixed English ones", () => {
    expect(redirects).toContain("\n/en  /  301!\n/en/*  /:splat  301!\n");
  });

  it("keeps a chosen language, then sends a first visit to the browser's language", () => {
    expect(redirects).toContain(
      [
        "/about  locale=:locale  /about.html  200!",
        "/about  /about.html  200!  Cookie=PARAGLIDE_LOCALE",
        "/about  /fr/about  302!  Language=fr",
        "/about  /tr/about  302!  Language=tr",
        "/about  /ar/about  302!  Language=ar",
      ].join("\n"),
    );
    expect(redirects).toContain("/  /ar  302!  Language=ar");
    expect(redirects).not.toContain("/fr/about  /fr/fr/about");
  });

  it("answers unknown paths with the not-found page of their locale, the English one last", () => {
    expect(redirects).toMatch(
      /\/fr\/\* {2}\/fr\/404\.html {2}404\n\/tr\/\* {2}\/tr\/404\.html {2}404\n\/ar\/\* {2}\/ar\/404\.html {2}404\n\/\* {2}\/404\.html {2}404\n$/,
    );
  });
});
