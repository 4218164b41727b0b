// @vitest-environment happy-dom
// The header's and footer's links, followed and preloaded by the router through one set of
// listeners: a plain click navigates without a page load; anything else stays the browser's.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followSiteLinks } from "./site-links.ts";

const router = { navigate: vi.fn(async () => undefined), preloadRoute: vi.fn(async () => undefined) };
let stop: () => void;

beforeEach(() => {
  // The page shown: the home page (a link the browser followed in a test before moved it).
  window.history.replaceState(null, "", "/");
  document.body.innerHTML = `
    <nav>
      <a id="donate" href="/fr/donate" data-site-link="/donate"><span id="inside">Faire un don</span></a>
      <a id="newsletter" href="/fr/contact#newsletter" data-site-link="/contact" data-hash="newsletter">Lettre</a>
      <a id="new-tab" href="/fr/travel" data-site-link="/travel" target="_blank">Voyage</a>
      <a id="other" href="https://example.org/">Ailleurs</a>
      <a id="here" href="/#donate" data-site-link="/" data-hash="donate">Plus bas</a>
    </nav>`;
  router.navigate.mockClear();
  router.preloadRoute.mockClear();
  stop = followSiteLinks(router);
});

afterEach(() => stop());

/**
 * Clicks an element as a visitor would; returns whether the browser was left to follow it (read
 * last, on the window, which then keeps the test's DOM from trying to load the page).
 */
function click(id: string, init: MouseEventInit = {}) {
  let leftToBrowser = false;
  const last = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", last);
  document.getElementById(id)?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener("click", last);
  return leftToBrowser;
}

describe("a site link", () => {
  it("is followed by the router on a plain click, on the link or on what it holds, with its section", () => {
    expect([click("donate"), click("inside"), click("newsletter")]).toEqual([false, false, false]);
    expect(router.navigate.mock.calls).toEqual([
      [{ to: "/donate", hash: undefined }],
      [{ to: "/donate", hash: undefined }],
      [{ to: "/contact", hash: "newsletter" }],
    ]);
  });

  it("to a section of the page shown is left to the browser, which scrolls to it and moves focus", () => {
    expect(window.location.pathname).toBe("/");
    expect(click("here")).toBe(true);
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ["Ctrl", { ctrlKey: true }],
    ["Cmd", { metaKey: true }],
    ["Shift", { shiftKey: true }],
    ["Alt", { altKey: true }],
    ["the middle button", { button: 1 }],
  ])("is left to the browser with %s", (_name, init) => {
    expect(click("donate", init)).toBe(true);
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it("is left to the browser when it opens another tab, when another site's, or when a handler took the click", () => {
    document.getElementById("inside")?.addEventListener("click", (event) => event.preventDefault());
    expect([click("new-tab"), click("other")]).toEqual([true, true]);
    click("inside");
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it("preloads its page once when the pointer comes over it, again after it left, and on focus and touch", () => {
    const over = (id: string, type = "mouseover") => document.getElementById(id)?.dispatchEvent(new Event(type, { bubbles: true }));
    over("donate");
    over("inside");
    expect(router.preloadRoute.mock.calls).toEqual([[{ to: "/donate" }]]);
    over("donate", "mouseout");
    over("donate");
    over("newsletter", "focusin");
    over("other");
    over("new-tab", "touchstart");
    expect(router.preloadRoute.mock.calls).toEqual([[{ to: "/donate" }], [{ to: "/donate" }], [{ to: "/contact" }], [{ to: "/travel" }]]);
  });

  it("is no longer followed once stopped", () => {
    stop();
    expect(click("donate")).toBe(true);
    stop = () => {};
  });
});
