// The CDNs' outputs of a small fake build: each page a file served at its address, and the serving
// files each host accepts. Netlify's own parsers (the ones its builds run) read the Netlify output.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { hostFilePath, writeHostOutput } from "./host-outputs.ts";
import { writeFakeBuild } from "./test-support/fake-build.ts";

let cloudflare = "";
let netlify = "";

beforeAll(() => {
  const dist = writeFakeBuild();
  cloudflare = writeHostOutput(dist, "cloudflare");
  netlify = writeHostOutput(dist, "netlify");
});

describe("file layout", () => {
  it("writes each page as a file named after its address, its lite twin where it was", () => {
    expect(hostFilePath("/fr/about/index.html")).toBe("/fr/about.html");
    expect(hostFilePath("/donate/index.lite.html")).toBe("/donate/index.lite.html");
    expect(hostFilePath("/fr/index.html")).toBe("/fr.html");
    expect(hostFilePath("/index.html")).toBe("/index.html");
    expect(hostFilePath("/fr/404.html")).toBe("/fr/404.html");
    expect(hostFilePath("/assets/app-abc123.js")).toBe("/assets/app-abc123.js");
  });

  it("holds the same pages in both outputs, without the precompressed copies", () => {
    for (const out of [cloudflare, netlify]) {
      expect(readFileSync(join(out, "fr/about.html"), "utf8")).toBe("<h1>À propos</h1><script>boot()</script>");
      expect(readFileSync(join(out, "donate/index.lite.html"), "utf8")).toBe("<h1>Donate (lite)</h1>");
      expect(readFileSync(join(out, "ar/404.html"), "utf8")).toBe("<h1>404: لم نعثر على هذه الصفحة</h1>");
      expect(existsSync(join(out, "about/index.html"))).toBe(false);
      expect(existsSync(join(out, "assets/app-abc123.js.gz"))).toBe(false);
    }
  });
});

describe("Cloudflare output", () => {
  it("sends the unprefixed pages, /en and /save-data to the Pages Function, and nothing else", () => {
    expect(JSON.parse(readFileSync(join(cloudflare, "_routes.json"), "utf8"))).toMatchObject({
      version: 1,
      include: ["/about", "/contact", "/donate", "/", "/en", "/en/*", "/save-data"],
      exclude: [],
    });
  });

  it("has no _redirects, whose Netlify lines Cloudflare rejects", () => {
    expect(existsSync(join(cloudflare, "_redirects"))).toBe(false);
    expect(readFileSync(join(cloudflare, "_headers"), "utf8")).toContain("\n/fr/about\n  Content-Security-Policy: ");
  });
});

describe("Netlify output, read by Netlify's parsers", () => {
  it("has _redirects with no error, sending a first visit to the browser's language", async () => {
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [join(netlify, "_redirects")],
      configRedirects: [],
      minimal: true,
    });
    expect(errors).toEqual([]);
    expect(redirects).toContainEqual(
      expect.objectContaining({ from: "/about", to: "/ar/about", status: 302, force: true, conditions: { Language: ["ar"] } }),
    );
    expect(redirects).toContainEqual(
      expect.objectContaining({ from: "/about", to: "/about.html", status: 200, query: { locale: ":locale" } }),
    );
    expect(redirects).toContainEqual(expect.objectContaining({ from: "/fr/*", to: "/fr/404.html", status: 404 }));
  });

  it("has _headers with no error, each page's policy at its address", async () => {
    const { headers, errors } = await parseAllHeaders({ headersFiles: [join(netlify, "_headers")], configHeaders: [], minimal: true });
    expect(errors).toEqual([]);
    const about = headers.find((rule) => rule.for === "/about");
    expect(about?.values["Content-Security-Policy"]).toContain("script-src 'self' 'sha256-abc'");
    expect(headers.some((rule) => rule.for.endsWith("/") && rule.for !== "/")).toBe(false);
  });
});
