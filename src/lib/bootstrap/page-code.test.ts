// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { clearReloadMarks, loadPageCode, pageRouteChunks } from "./page-code.ts";

// The routes of a guide's page as TanStack Start writes them into it.
const routes = {
  __root__: { preloads: ["/assets/index-a.js", "/assets/react-b.js"] },
  "/help/$guide": { preloads: ["/assets/_guide-c.js", { href: "/assets/GuidePage-d.js" }, "/assets/guide-e.css"] },
};

describe("the page's route code", () => {
  it("is every script of the page's own routes, not the root's (the entry, already running)", () => {
    expect(pageRouteChunks(routes)).toEqual(["/assets/_guide-c.js", "/assets/GuidePage-d.js"]);
    expect(pageRouteChunks({})).toEqual([]);
  });

  it("has loaded only when every one of its scripts has", async () => {
    const chunks = ["/assets/_guide-c.js", "/assets/GuidePage-d.js"];
    expect(await loadPageCode(chunks, async () => ({}))).toBe(true);
    const dropped = (href: string) => (href.includes("GuidePage") ? Promise.reject(new TypeError("Failed to fetch")) : Promise.resolve({}));
    expect(await loadPageCode(chunks, dropped)).toBe(false);
    expect(await loadPageCode([], dropped)).toBe(true);
  });
});

describe("the router's reload marks", () => {
  it("are cleared, and nothing else in the tab's storage", () => {
    sessionStorage.setItem("tanstack_router_reload:Failed to fetch dynamically imported module: /assets/_guide-c.js", "1");
    sessionStorage.setItem("tsr-scroll-restoration-v1_3", "{}");
    clearReloadMarks();
    expect(Object.keys(sessionStorage)).toEqual(["tsr-scroll-restoration-v1_3"]);
  });
});
