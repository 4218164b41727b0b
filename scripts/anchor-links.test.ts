// The build stops on a link to a section its target page does not have, whichever side changed: a
// policy's {#limited-esims} renamed in the editor (the calculator's link would land at the top of a
// long policy), or a component's id (the contact page's #newsletter) that the Markdown links to.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { brokenAnchorLinks, repeatedIds, unlistedIds } from "./anchor-links.ts";

let client = "";
afterEach(() => rmSync(client, { recursive: true, force: true }));

/** A built site's client folder holding these pages (path on disk → markup). */
function site(pages: Record<string, string>) {
  client = mkdtempSync(join(tmpdir(), "kgc-anchors-"));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(client, file)), { recursive: true });
    writeFileSync(join(client, file), html);
  }
  return client;
}

describe("links to a section", () => {
  it("pass when every section they name is on its page", () => {
    const built = site({
      "index.html": '<a href="#main">Skip</a><main id="main"><a href="/fr/contact#newsletter">News</a></main>',
      "fr/contact/index.html": '<h2 id="newsletter">Lettre</h2><a href="https://example.org/page#top">elsewhere</a>',
      "fr/request-dates/index.html":
        '<a href="/fr/distribution-policy/#limited-esims">rules</a><a href="/fr/request-dates?type=limited&amp;gb=5#results">again</a><p id="results"></p>',
      "fr/distribution-policy/index.html": '<h3 id="limited-esims">eSIM limitées</h3>',
    });
    expect(brokenAnchorLinks(built)).toEqual([]);
  });

  it("name each page whose link lands nowhere, and why", () => {
    const built = site({
      "fr/request-dates/index.html": '<a href="/fr/distribution-policy#limited-esims">rules</a>',
      "fr/distribution-policy/index.html": '<h3 id="esims-limitees">eSIM limitées</h3>',
      "fr/help/index.html":
        '<a href="#samsung">Samsung</a><a href="/fr/gone#x">gone</a><a href="//cdn.example/a#b">cdn</a><a href="#50%">half</a>',
      // The script-free twin has the same links: named once, on its page.
      "fr/help/index.lite.html": '<a href="#samsung">Samsung</a>',
    });
    expect(brokenAnchorLinks(built).sort()).toEqual([
      "/fr/help: #50% (not a valid address: a % must start an escape such as %20)",
      '/fr/help: #samsung (no id "samsung" on /fr/help)',
      "/fr/help: /fr/gone#x (no page /fr/gone)",
      '/fr/request-dates: /fr/distribution-policy#limited-esims (no id "limited-esims" on /fr/distribution-policy)',
    ]);
  });
});

describe("ids on a built page", () => {
  it("each used once pass; one used twice is named with its page", () => {
    const built = site({
      "fr/contact/index.html": '<main id="main"><h2 id="newsletter">Lettre</h2></main>',
      "fr/distribution-policy/index.html": '<body id="top"><main id="main"><h2 id="main">1. Objet</h2><h2 id="top">2.</h2></main></body>',
    });
    expect(repeatedIds(built).sort()).toEqual([
      '/fr/distribution-policy: id "main" on 2 elements',
      '/fr/distribution-policy: id "top" on 2 elements',
    ]);
  });
});

describe("the ids of a built guide or policy", () => {
  it("are the content's own or listed in model/page-ids.ts; any other is named with its page", () => {
    const reserved = new Set(["main", "top", "site-footer"]);
    const pages = [
      {
        path: "/ar/help/install",
        html: '<main id="main"><section id="before"></section><footer id="site-footer"></footer></main>',
        own: new Set(["before"]),
        reserved,
      },
      {
        path: "/privacy-policy",
        html: '<main id="main"><h2 id="scope"></h2><nav id="footer-links-2"></nav></main>',
        own: new Set(["scope"]),
        reserved,
      },
    ];
    expect(unlistedIds(pages)).toEqual(['/privacy-policy: id "footer-links-2"']);
  });
});
