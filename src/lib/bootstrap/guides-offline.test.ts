// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { guidesOffline, guidesOfflineAtOnce } from "./guides-offline.ts";

const pages = ["/ar/help", "/ar/help/install"];

/** A help index's section as the page renders it (OfflineGuides.tsx). */
function renderSection() {
  document.body.innerHTML = `<section data-offline-guides="" data-pages="${pages.join(" ")}" data-locale="ar"><button type="button">Keep</button></section>`;
  document.documentElement.removeAttribute("data-guides-state");
}

const state = () => document.documentElement.getAttribute("data-guides-state");

/** A browser with the cache API holding `saved`, and a service worker container. */
function browserWith(saved: Set<string>, controller: object | null = null) {
  const postMessage = vi.fn();
  const register = vi.fn(async () => ({}));
  vi.stubGlobal("caches", { match: async (url: string) => (saved.has(url) ? new Response("") : undefined) });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { controller, register, ready: Promise.resolve({ active: { postMessage } }), addEventListener: vi.fn() },
  });
  return { postMessage, register };
}

describe("guidesOffline", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderSection();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  it("says the guides are saved when every page is in the cache", async () => {
    browserWith(new Set(pages));
    guidesOffline(1000);
    await vi.waitFor(() => expect(state()).toBe("saved"));
  });

  it("gives the section its place before the cache answers: in the head, or at once after a client-side navigation", async () => {
    browserWith(new Set(pages));
    guidesOfflineAtOnce();
    expect(state()).toBe("checking");
    document.documentElement.removeAttribute("data-guides-state");
    guidesOffline(1000);
    expect(state()).toBe("checking");
    await vi.waitFor(() => expect(state()).toBe("saved"));
  });

  it("offers to save them otherwise; the button asks the worker for this language's guides, then watches the cache", async () => {
    const saved = new Set<string>();
    const { postMessage, register } = browserWith(saved);
    guidesOffline(1000);
    await vi.waitFor(() => expect(state()).toBe("unsaved"));

    document.querySelector("button")?.click();
    expect(state()).toBe("saving");
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith({ saveGuides: "ar" }));
    expect(register).toHaveBeenCalledWith("/sw.js");

    for (const page of pages) saved.add(page);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(state()).toBe("saved"));
  });

  it("says it failed when the guides are still not saved after two minutes, so the button shows again", async () => {
    browserWith(new Set());
    guidesOffline(1000);
    await vi.waitFor(() => expect(state()).toBe("unsaved"));
    document.querySelector("button")?.click();
    await vi.advanceTimersByTimeAsync(125_000);
    expect(state()).toBe("failed");
  });

  it("shows nothing where the browser cannot save pages, and wires a section once", async () => {
    guidesOfflineAtOnce();
    expect(state()).toBeNull();
    guidesOffline(1000);
    expect(state()).toBeNull();
    expect(document.querySelector("[data-offline-guides]")?.hasAttribute("data-wired")).toBe(true);
    browserWith(new Set(pages));
    guidesOffline(1000);
    await vi.advanceTimersByTimeAsync(10);
    expect(state()).toBeNull();
  });
});
