// @vitest-environment jsdom
// The inline bootstrap and the build's rewriting of the prerendered pages (scripts/page-scripts.ts),
// on a page shaped like TanStack Start's output. In jsdom, unlike the other DOM tests (happy-dom):
// jsdom never fetches a script's `src`, so each test decides when the app's script arrives or fails.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerenderedMarks } from "#model/pages.ts";
import { SAVE_DATA_COOKIE, saveDataCookie, saveDataMode } from "#model/save-data.ts";
import { pageBootstrap } from "../src/lib/bootstrap/page-bootstrap.ts";
import { markedPhoneFirst } from "../src/lib/bootstrap/phone-first.ts";
import {
  bootstrapScript,
  deferAppScripts,
  guidesOfflineScript,
  litePage,
  phoneFirstScript,
  withGuidesOfflineScript,
  withPhoneFirstScript,
} from "./page-scripts.ts";

const entry = "/assets/index-abc.js";
// A Samsung phone's browser, naming its model.
const samsungAgent = "Mozilla/5.0 (Linux; Android 13; SM-A145F) Chrome/124.0.0.0 Mobile";
// What TanStack Start preloads for the page below: the entry, then the modules it imports.
const preloads = [entry, "/assets/routes.js"];
// The footer control as SaveDataControl renders it: both states, the stylesheet shows one.
const control = `<form method="get" action="/save-data" data-save-data=""><input type="hidden" name="back" value="/ar"/><button type="submit" name="on" value="1" aria-pressed="false">Use less data</button><button type="submit" name="on" value="0" aria-pressed="true">Use less data</button></form>`;
// The note for a page whose code fails, as SiteLayout renders it (PageCodeFailedNote).
const note = `<div id="page-code-failed" data-prerendered="page-code-failed" hidden="" role="status" class="flex">The connection dropped.<button type="button">Try again</button></div>`;
const prerendered = `<!DOCTYPE html><html lang="ar"><head><link rel="stylesheet" href="/assets/styles.css"/><link rel="modulepreload" href="${entry}" fetchPriority="low"/><link rel="modulepreload" href="/assets/routes.js" fetchPriority="low"/><script type="application/ld+json">{"@type":"NGO"}</script></head><body><main>${note}<h1>Title</h1></main><footer>${control}</footer><script>restoreScroll()</script><script data-tsr-stream-part="">self.$_TSR={router:{manifest:$R[1]={routes:$R[2]={__root__:$R[3]={preloads:[]}}}}}</script><script type="module" async="" src="${entry}"></script><script>document.currentScript.remove();</script></body></html>`;

describe("the build's rewriting", () => {
  it("starts the app from an inline bootstrap, given the preloads' modules, instead of a module script and preloads", () => {
    const html = deferAppScripts(prerendered, { hydrate: true });
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toContain(bootstrapScript(entry, preloads));
    expect(html).toContain("restoreScroll()");
    expect(html).toContain(note);
    expect(bootstrapScript(entry)).toContain(JSON.stringify(entry).replaceAll('"', "`"));
  });

  it("stops the build when a page that hydrates has lost Start's route manifest, where the app finds the page's code", () => {
    const withoutManifest = prerendered.replace(/manifest:\$R\[1\]=\{routes:/, "assets:$R[1]={list:");
    expect(() => deferAppScripts(withoutManifest, { hydrate: true })).toThrow(/no route manifest/);
    expect(() => deferAppScripts(withoutManifest, { hydrate: false })).not.toThrow();
  });

  it("keeps only the bootstrap, for the footer control, on a page that never hydrates", () => {
    const html = deferAppScripts(prerendered, { hydrate: false });
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain(`${bootstrapScript(null)}</body>`);
  });

  it("writes a script-free twin, marked so the control shows itself switched on, the control as rendered, without the note for failed scripts", () => {
    const html = litePage(deferAppScripts(prerendered, { hydrate: true }));
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
    expect(html).toContain('<html data-lite-page="" lang="ar">');
    expect(html).toContain(control);
    expect(html).toContain("<main><h1>Title</h1></main>");
  });

  it("gives the help index the guides' offline script, which its script-free twin keeps alone", () => {
    const full = withGuidesOfflineScript(deferAppScripts(prerendered, { hydrate: true }));
    expect(full).toContain(`${guidesOfflineScript()}</head>`);
    expect(full).toContain(bootstrapScript(entry, preloads));
    const lite = litePage(full);
    expect(lite.match(/<script\b[^>]*>/g)).toEqual(['<script type="application/ld+json">', '<script data-lite-keeps="">']);
    expect(lite).toContain(guidesOfflineScript());
  });

  it("gives a page with a guide's phones the phone-first script, which its twin keeps; other pages none", () => {
    const guide = prerendered.replace("<h1>Title</h1>", '<h1>Title</h1><div data-guide-platforms=""></div>');
    const full = withPhoneFirstScript(deferAppScripts(guide, { hydrate: true }));
    expect(full).toContain(`${phoneFirstScript()}</head>`);
    expect(litePage(full).match(/<script\b[^>]*>/g)).toEqual(['<script type="application/ld+json">', '<script data-lite-keeps="">']);
    expect(withPhoneFirstScript(prerendered)).toBe(prerendered);
  });

  it("the phone-first script, as minified, marks a Samsung phone on <html> when it runs", () => {
    const body = phoneFirstScript().replace(/^<script[^>]*>|<\/script>$/g, "");
    const agent = vi.spyOn(navigator, "userAgent", "get").mockReturnValue(samsungAgent);
    try {
      new Function(body)();
      expect(document.documentElement.getAttribute("data-phone")).toBe("samsung");
    } finally {
      agent.mockRestore();
      document.documentElement.removeAttribute("data-phone");
    }
  });
});

describe("the bootstrap in the browser", () => {
  const cookies = { on: saveDataCookie(true), off: saveDataCookie(false) };
  let connection = {};
  // The bootstrap steps through a message channel, one task a step: here each message waits until
  // the test delivers it, so the test can look between the tasks.
  let undelivered: (() => void)[] = [];
  const deliverNextMessage = () => undelivered.shift()?.();
  class HeldMessageChannel {
    port1 = { onmessage: null as (() => void) | null, close: () => {} };
    port2 = { postMessage: () => undelivered.push(() => this.port1.onmessage?.()) };
  }
  beforeEach(() => {
    undelivered = [];
    vi.stubGlobal("MessageChannel", HeldMessageChannel);
    document.documentElement.innerHTML = new DOMParser().parseFromString(prerendered, "text/html").documentElement.innerHTML;
    Object.defineProperty(navigator, "connection", { configurable: true, get: () => connection });
    vi.stubGlobal("requestIdleCallback", (run: () => void) => run());
    vi.stubGlobal("requestAnimationFrame", (run: () => void) => run());
    vi.useFakeTimers({ toFake: ["setTimeout"] });
  });
  afterEach(() => {
    document.documentElement.removeAttribute("data-lite-page");
    document.documentElement.removeAttribute("data-app-failed");
    document.documentElement.removeAttribute("data-phone");
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie
    document.cookie = `${SAVE_DATA_COOKIE}=; max-age=0; path=/`;
    connection = {};
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
  const moduleScripts = () => [...document.querySelectorAll("script[type=module]")].map((s) => s.getAttribute("src"));
  const modulePreloads = () => [...document.querySelectorAll("link[rel=modulepreload]")].map((link) => link.getAttribute("href"));
  const run = () => pageBootstrap(entry, preloads, saveDataMode, SAVE_DATA_COOKIE, cookies, prerenderedMarks, markedPhoneFirst);
  // A guide's phones as prerendered, in the fixed order, on a Samsung phone (the head script's mark).
  const onSamsungGuide = () => {
    document
      .querySelector("h1")
      ?.insertAdjacentHTML(
        "afterend",
        '<div data-guide-platforms=""><div id="iphone" data-platform="iphone"></div><div id="samsung" data-platform="samsung"></div><div id="android" data-platform="android"></div></div>',
      );
    document.documentElement.setAttribute("data-phone", "samsung");
  };
  const phonesInDocument = () => [...document.querySelectorAll("[data-platform]")].map((block) => block.id);
  const noteShown = () => document.getElementById("page-code-failed")?.hidden === false;
  // The page as the build leaves it: neither the module script nor the preloads.
  const removeAppScripts = () => {
    for (const element of document.querySelectorAll("script[type=module], link[rel=modulepreload]")) element.remove();
  };

  it("adds the app's module script once the page has loaded and painted, when the browser is idle, after its modules one per task", () => {
    removeAppScripts();
    run();
    if (document.readyState !== "complete") {
      expect(moduleScripts()).toEqual([]);
      window.dispatchEvent(new Event("load"));
    }
    // After the frame: not during it.
    expect(modulePreloads()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(modulePreloads()).toEqual(["/assets/index-abc.js"]);
    deliverNextMessage();
    expect(modulePreloads()).toEqual(["/assets/index-abc.js", "/assets/routes.js"]);
    expect(moduleScripts()).toEqual([]);
    deliverNextMessage();
    expect(moduleScripts()).toEqual([entry]);
    expect(undelivered).toEqual([]);
    expect(document.body.lastElementChild?.getAttribute("src")).toBe(entry);
    expect(document.documentElement.hasAttribute("data-lite-page")).toBe(false);
  });

  it("starts as soon as the paint observer reports the first paint, even where `performance` lists no entries", () => {
    removeAppScripts();
    // A browser that reports paints, with `performance` stood in for (as Playwright's clock does).
    let report: ((list: { getEntriesByName: (name: string) => object[] }) => void) | undefined;
    class PaintObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal("PerformanceObserver", PaintObserver);
    vi.spyOn(performance, "getEntriesByName").mockReturnValue([]);
    run();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(2999);
    expect(modulePreloads()).toEqual([]);
    report?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{ name }] : []) });
    vi.advanceTimersToNextTimer();
    expect(modulePreloads()).toEqual(["/assets/index-abc.js"]);
  });

  it.each([
    ["Save-Data", "", { saveData: true }],
    ["a 2G connection", "", { effectiveType: "2g" }],
    ["the visitor's choice", "on", {}],
  ])("loads no script with %s, and marks the page so the control shows itself on", (_, cookie, signals) => {
    removeAppScripts();
    connection = signals;
    // biome-ignore lint/suspicious/noDocumentCookie: setting up the visitor's earlier choice
    if (cookie) document.cookie = `${SAVE_DATA_COOKIE}=${cookie}; path=/`;
    const renderedControl = document.querySelector("form")?.outerHTML;
    run();
    window.dispatchEvent(new Event("load"));
    vi.runAllTimers();
    expect(undelivered).toEqual([]);
    expect(moduleScripts()).toEqual([]);
    expect(modulePreloads()).toEqual([]);
    expect(document.documentElement.hasAttribute("data-lite-page")).toBe(true);
    // Left as rendered: the stylesheet, not the script, shows the "on" state.
    expect(document.querySelector("form")?.outerHTML).toBe(renderedControl);
  });
  it("shows the page's note in its language, and the visitor's phone first, when the app's script cannot be downloaded", () => {
    removeAppScripts();
    onSamsungGuide();
    run();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersToNextTimer();
    deliverNextMessage();
    deliverNextMessage();
    expect(noteShown()).toBe(false);
    expect(phonesInDocument()).toEqual(["iphone", "samsung", "android"]);
    expect(document.documentElement.hasAttribute("data-app-failed")).toBe(false);
    // What a dropped link does to a module script: its element gets `error`.
    document.querySelector(`script[src="${entry}"]`)?.dispatchEvent(new Event("error"));
    expect(noteShown()).toBe(true);
    expect(document.getElementById("page-code-failed")?.textContent).toBe("The connection dropped.Try again");
    expect(phonesInDocument()).toEqual(["samsung", "iphone", "android"]);
    // The mark the stylesheet hides the app's tools by (the installer's), as without JavaScript.
    expect(document.documentElement.hasAttribute("data-app-failed")).toBe(true);
  });

  // The build's two scripts as minified, run as the page runs them: the guide's in the head, the
  // bootstrap at the end of the body, then the end of parsing.
  const runMinified = (script: string) =>
    new Function(script.replace(/^<script[^>]*>|<\/script>$/g, "").replace("document.currentScript.remove()", "0"))();

  it("in data-saving mode, the minified scripts put the visitor's phone first in the document once it is parsed, with no note", () => {
    removeAppScripts();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(samsungAgent);
    runMinified(phoneFirstScript());
    onSamsungGuide();
    connection = { saveData: true };
    runMinified(bootstrapScript(entry, preloads));
    expect(document.documentElement.hasAttribute("data-lite-page")).toBe(true);
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(phonesInDocument()).toEqual(["samsung", "iphone", "android"]);
    expect(noteShown()).toBe(false);
  });

  it("the minified bootstrap, when the app's script cannot be downloaded, shows the note and puts the visitor's phone first", () => {
    removeAppScripts();
    onSamsungGuide();
    runMinified(bootstrapScript(entry, preloads));
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersToNextTimer();
    deliverNextMessage();
    deliverNextMessage();
    expect(moduleScripts()).toEqual([entry]);
    document.querySelector(`script[src="${entry}"]`)?.dispatchEvent(new Event("error"));
    expect(noteShown()).toBe(true);
    expect(phonesInDocument()).toEqual(["samsung", "iphone", "android"]);
    expect(document.documentElement.hasAttribute("data-app-failed")).toBe(true);
  });

  it("with the app to come, the minified scripts leave the document as prerendered for React to hydrate", () => {
    removeAppScripts();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(samsungAgent);
    runMinified(phoneFirstScript());
    onSamsungGuide();
    runMinified(bootstrapScript(entry, preloads));
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(phonesInDocument()).toEqual(["iphone", "samsung", "android"]);
  });
});
