// The serving rules' central decisions as tables, where they are made: which redirect a request
// gets (pageRedirect), which Content-Security-Policy a page gets (contentSecurityPolicy), and which
// page a built file renders (barePathOfFile).
// Every expected value is written out by hand; the servers' tests check that each host applies them.
import { describe, expect, it } from "vitest";
import { barePathOfFile, contentSecurityPolicy, pageRedirect } from "./rules.ts";

const year = 34_560_000;
const negotiated = { Vary: "Cookie, Accept-Language" };
const remember = (locale: string) => ({ "Set-Cookie": `PARAGLIDE_LOCALE=${locale}; Path=/; Max-Age=${year}; SameSite=Lax` });

describe("pageRedirect", () => {
  const cases: Array<[string, Parameters<typeof pageRedirect>[0], ReturnType<typeof pageRedirect>]> = [
    ["an English page with nothing to negotiate is served", { pathname: "/about", search: "" }, undefined],
    ["a prefixed page is served, whatever the cookie", { pathname: "/fr/about", search: "", cookie: "PARAGLIDE_LOCALE=ar" }, undefined],
    [
      "an unprefixed page goes to the cookie's language",
      { pathname: "/about", search: "", cookie: "PARAGLIDE_LOCALE=ar" },
      { location: "/ar/about", headers: negotiated },
    ],
    [
      "the cookie wins over the browser's languages",
      { pathname: "/", search: "", cookie: "PARAGLIDE_LOCALE=tr", acceptLanguage: "fr-FR,fr;q=0.9" },
      { location: "/tr", headers: negotiated },
    ],
    [
      "without a cookie, the browser's first language of the site",
      { pathname: "/donate", search: "?from=mail", acceptLanguage: "de-DE,fr;q=0.8,ar;q=0.5" },
      { location: "/fr/donate?from=mail", headers: negotiated },
    ],
    [
      "English chosen in the cookie stays at the unprefixed address",
      { pathname: "/about", search: "", cookie: "PARAGLIDE_LOCALE=en", acceptLanguage: "ar" },
      undefined,
    ],
    [
      "an unknown cookie value falls back to the browser's language",
      { pathname: "/about", search: "", cookie: "PARAGLIDE_LOCALE=xx", acceptLanguage: "tr" },
      { location: "/tr/about", headers: negotiated },
    ],
    [
      "a language chosen with a link is remembered, and the link cleaned",
      { pathname: "/fr/about", search: "?locale=ar&ref=x", cookie: "PARAGLIDE_LOCALE=fr" },
      { location: "/ar/about?ref=x", headers: remember("ar") },
    ],
    [
      "an /en/ address goes to the unprefixed one, remembering English",
      { pathname: "/en/travel", search: "" },
      { location: "/travel", headers: remember("en") },
    ],
    ["/en alone goes to the home page", { pathname: "/en", search: "" }, { location: "/", headers: remember("en") }],
    ["an unknown ?locale= is left alone", { pathname: "/about", search: "?locale=de" }, undefined],
    ["a file is never negotiated", { pathname: "/assets/app-x1.js", search: "", acceptLanguage: "ar" }, undefined],
    ["nor is the editor", { pathname: "/admin", search: "", cookie: "PARAGLIDE_LOCALE=fr" }, undefined],
    [
      "the data-saving form remembers the choice and goes back",
      { pathname: "/save-data", search: "?on=1&back=%2Far%2Fabout" },
      { location: "/ar/about", headers: { "Set-Cookie": `KGC_SAVE_DATA=on; Path=/; Max-Age=${year}; SameSite=Lax` } },
    ],
    [
      "and never goes back to another site",
      { pathname: "/save-data", search: "?on=0&back=%2F%2Fevil.example" },
      { location: "/", headers: { "Set-Cookie": `KGC_SAVE_DATA=off; Path=/; Max-Age=${year}; SameSite=Lax` } },
    ],
    [
      "a path with spaces or non-ASCII letters is encoded in the location",
      { pathname: "/about me", search: "?q=é", cookie: "PARAGLIDE_LOCALE=fr" },
      { location: "/fr/about%20me?q=%E9", headers: negotiated },
    ],
  ];

  it.each(cases)("%s", (_name, request, expected) => {
    expect(pageRedirect(request)).toEqual(expected);
  });
});

describe("contentSecurityPolicy", () => {
  const forms = { frame: ["https://forms.example"], script: ["https://news.example"] };
  const none = { frame: [], script: [] };
  const base = [
    "default-src 'self'",
    "font-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  /** A page that runs scripts: <style> elements for the menus' scroll lock, no style attribute. */
  const scriptStyles = ["style-src 'self'", "style-src-elem 'self' 'unsafe-inline'", "style-src-attr 'none'"];
  /** Nothing from elsewhere: no frame, no connection, no form posted away. */
  const ownOnly = ["connect-src 'self'", "frame-src 'none'", "form-action 'self'"];
  const cases: Array<[string, Parameters<typeof contentSecurityPolicy>[0], string[]]> = [
    [
      "a page with scripts: its own files and the hashes of its inline scripts; <style> elements for the menus' scroll lock",
      { barePath: "/", scriptHashes: ["'sha256-abc='"], formOrigins: forms },
      [...base, "script-src 'self' 'sha256-abc='", ...scriptStyles, "img-src 'self' data:", ...ownOnly],
    ],
    [
      "a page without scripts (lite, offline, not found): no inline style at all",
      { barePath: "/about", formOrigins: forms, runsScripts: false },
      [...base, "script-src 'self'", "style-src 'self'", "img-src 'self' data:", ...ownOnly],
    ],
    [
      "a form page: the form's frame (reached once by a HEAD request, to tell a provider that is down, decision 151) and the newsletter provider, which styles and posts its own form",
      { barePath: "/contact", scriptHashes: ["'sha256-abc='"], formOrigins: forms },
      [
        ...base,
        "script-src 'self' 'sha256-abc=' https://news.example",
        "style-src 'self' 'unsafe-inline' https://news.example",
        "img-src 'self' data: https://news.example",
        "connect-src 'self' https://news.example https://forms.example",
        "frame-src https://forms.example",
        "form-action 'self' https://news.example",
      ],
    ],
    [
      "a form page with no form configured frames nothing",
      { barePath: "/upload", formOrigins: none },
      [...base, "script-src 'self'", ...scriptStyles, "img-src 'self' data:", ...ownOnly],
    ],
    [
      "/about may show partner logos from their hosts; no other page may",
      { barePath: "/about", formOrigins: none, imageOrigins: ["https://logos.example"] },
      [...base, "script-src 'self'", ...scriptStyles, "img-src 'self' data: https://logos.example", ...ownOnly],
    ],
  ];

  it.each(cases)("%s", (_name, page, directives) => {
    expect(contentSecurityPolicy(page).split("; ").sort()).toEqual([...directives].sort());
  });

  it("never allows eval or an unhashed inline script", () => {
    for (const [, page] of cases) expect(contentSecurityPolicy(page)).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});

describe("barePathOfFile: the page a built file renders, twin or not, without its locale", () => {
  it.each([
    ["/index.html", "/"],
    ["/index.lite.html", "/"],
    ["/fr/index.html", "/"],
    ["/about/index.html", "/about"],
    ["/fr/about/index.lite.html", "/about"],
    ["/ar/help/install/index.html", "/help/install"],
    ["/404.html", "/404"],
    ["/ar/404.lite.html", "/404"],
    // Not a page's file.
    ["/assets/app.js", undefined],
    ["/about/index.xlite.html", undefined],
    ["/sitemap.xml", undefined],
  ])("%s -> %s", (file, page) => {
    expect(barePathOfFile(file)).toBe(page);
  });
});
