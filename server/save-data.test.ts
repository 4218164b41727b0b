// Data-saving mode on the server: the footer form's endpoint as functions, then which file a page
// request gets, its Vary header and the endpoint through the request handler on a fake build.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { safeBackPath, saveDataToggle } from "./save-data.ts";

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

  it("turns the form's query into the cookie to set and the page to go back to", () => {
    expect(saveDataToggle(new URLSearchParams("on=1&back=/tr"))).toEqual({
      location: "/tr",
      cookie: "KGC_SAVE_DATA=on; Path=/; Max-Age=34560000; SameSite=Lax",
    });
    expect(saveDataToggle(new URLSearchParams("on=0")).cookie).toMatch(/^KGC_SAVE_DATA=off;/);
  });
});

describe("through the request handler", () => {
  let server: Server;
  let origin = "";
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "kgc-save-data-"));
    const files = {
      "client/ar/index.html": "<h1>full</h1><script>app()</script>",
      "client/ar/index.lite.html": "<h1>lite</h1>",
      "client/404.html": "<h1>full 404</h1>",
      "client/404.lite.html": "<h1>lite 404</h1>",
      "site-config.json": JSON.stringify({ siteUrl: "https://example.org", formOrigins: { frame: [], script: [] }, imageOrigins: [] }),
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

  const get = (path: string, headers: Record<string, string> = {}) => fetch(origin + path, { headers, redirect: "manual" });

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
    expect(missing.headers.get("vary")?.split(", ").sort()).toEqual(["Accept-Encoding", "Accept-Language", "Cookie", "Save-Data"]);
  });

  it("stores the footer form's choice and goes back", async () => {
    const on = await get("/save-data?on=1&back=%2Far%2Fabout");
    expect([on.status, on.headers.get("location")]).toEqual([307, "/ar/about"]);
    expect(on.headers.get("set-cookie")).toBe("KGC_SAVE_DATA=on; Path=/; Max-Age=34560000; SameSite=Lax");
    const off = await get("/save-data?on=0&back=//evil.example");
    expect([off.headers.get("location"), off.headers.get("set-cookie")?.split(";")[0]]).toEqual(["/", "KGC_SAVE_DATA=off"]);
  });
});
