// Data-saving mode on the server: which file a page request gets, its Vary header, and the
// footer form's endpoint, first as functions, then through the request handler on a fake build.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.js";
import { mergeVary, pageFileFor, safeBackPath, saveDataToggle, wantsLitePages } from "./save-data.js";

describe("wantsLitePages", () => {
  it("saves data for Save-Data: on, unless the visitor switched the mode off", () => {
    expect(wantsLitePages({ "save-data": "on" })).toBe(true);
    expect(wantsLitePages({ "save-data": " On " })).toBe(true);
    expect(wantsLitePages({ "save-data": "on", cookie: "a=1; KGC_SAVE_DATA=off" })).toBe(false);
    expect(wantsLitePages({ cookie: "KGC_SAVE_DATA=on" })).toBe(true);
    expect(wantsLitePages({ "save-data": "off" })).toBe(false);
    expect(wantsLitePages({ cookie: "KGC_SAVE_DATA=%E0%A4%A" })).toBe(false);
    expect(wantsLitePages({})).toBe(false);
  });
});

describe("pageFileFor", () => {
  const exists = (/** @type {string} */ path) => path.endsWith("/ar/index.lite.html") || path.endsWith("/404.lite.html");
  const on = { "save-data": "on" };
  it("swaps an HTML page for its script-free twin when there is one", () => {
    expect(pageFileFor("/site/ar/index.html", on, exists)).toBe("/site/ar/index.lite.html");
    expect(pageFileFor("/site/404.html", on, exists)).toBe("/site/404.lite.html");
    expect(pageFileFor("/site/fr/index.html", on, exists)).toBe("/site/fr/index.html");
    expect(pageFileFor("/site/ar/index.html", {}, exists)).toBe("/site/ar/index.html");
    expect(pageFileFor("/site/assets/app.js", on, exists)).toBe("/site/assets/app.js");
  });
});

it("merges Vary values without repeats", () => {
  expect(mergeVary("Accept-Encoding", "Accept-Encoding, Cookie, Accept-Language", ["Save-Data", "Cookie"])).toBe(
    "Accept-Encoding, Cookie, Accept-Language, Save-Data",
  );
  expect(mergeVary("Accept-Encoding", undefined, false)).toBe("Accept-Encoding");
});

describe("the footer form's endpoint", () => {
  it("goes back to a path of this site only", () => {
    expect(safeBackPath("/ar/about")).toBe("/ar/about");
    expect(safeBackPath("/fr/contact?x=1#newsletter")).toBe("/fr/contact?x=1#newsletter");
    for (const hostile of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/a\r\nSet-Cookie: x=1",
      "/ü",
      "",
      null,
    ]) {
      expect(safeBackPath(hostile)).toBe("/");
    }
  });

  it("answers only its own path", () => {
    expect(saveDataToggle(new URL("http://x/save-data?on=1&back=/tr"))).toEqual({
      location: "/tr",
      cookie: "KGC_SAVE_DATA=on; Path=/; Max-Age=34560000; SameSite=Lax",
    });
    expect(saveDataToggle(new URL("http://x/save-data?on=0"))?.cookie).toMatch(/^KGC_SAVE_DATA=off;/);
    expect(saveDataToggle(new URL("http://x/ar/save-data?on=1"))).toBeUndefined();
  });
});

describe("through the request handler", () => {
  /** @type {import("node:http").Server} */
  let server;
  let origin = "";
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "kgc-save-data-"));
    const files = {
      "client/ar/index.html": "<h1>full</h1><script>app()</script>",
      "client/ar/index.lite.html": "<h1>lite</h1>",
      "client/404.html": "<h1>full 404</h1>",
      "client/404.lite.html": "<h1>lite 404</h1>",
      "site-config.json": JSON.stringify({ siteUrl: "https://example.org", formOrigins: { frame: [], script: [] } }),
      "script-hashes.json": JSON.stringify({ "/ar/index.html": ["'sha256-full'"], "/ar/index.lite.html": [] }),
    };
    for (const [path, body] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), body);
    }
    server = createServer(createApp({ distDir: dist }));
    await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));

  const get = (/** @type {string} */ path, /** @type {Record<string, string>} */ headers = {}) =>
    fetch(origin + path, { headers, redirect: "manual" });

  it("sends the script-free page with Save-Data, its own CSP, and Vary on both", async () => {
    const lite = await get("/ar", { "Save-Data": "on" });
    expect(await lite.text()).toBe("<h1>lite</h1>");
    expect(lite.headers.get("vary")).toBe("Accept-Encoding, Save-Data, Cookie");
    expect(lite.headers.get("content-security-policy")).not.toContain("sha256-full");
    const full = await get("/ar");
    expect(await full.text()).toContain("full");
    expect(full.headers.get("vary")).toBe("Accept-Encoding, Save-Data, Cookie");
    expect(full.headers.get("content-security-policy")).toContain("'sha256-full'");
  });

  it("follows the visitor's cookie, also for the not-found page", async () => {
    expect(await (await get("/ar", { "Save-Data": "on", Cookie: "KGC_SAVE_DATA=off" })).text()).toContain("full");
    const missing = await get("/nothing-here", { Cookie: "KGC_SAVE_DATA=on" });
    expect([missing.status, await missing.text()]).toEqual([404, "<h1>lite 404</h1>"]);
    expect(missing.headers.get("vary")).toBe("Accept-Encoding, Cookie, Accept-Language, Save-Data");
  });

  it("stores the footer form's choice and goes back", async () => {
    const on = await get("/save-data?on=1&back=%2Far%2Fabout");
    expect([on.status, on.headers.get("location")]).toEqual([307, "/ar/about"]);
    expect(on.headers.get("set-cookie")).toBe("KGC_SAVE_DATA=on; Path=/; Max-Age=34560000; SameSite=Lax");
    const off = await get("/save-data?on=0&back=//evil.example");
    expect([off.headers.get("location"), off.headers.get("set-cookie")?.split(";")[0]]).toEqual(["/", "KGC_SAVE_DATA=off"]);
  });
});
