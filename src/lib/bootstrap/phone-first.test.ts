// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { GUIDE_PLATFORMS_MARK } from "#model/pages.ts";
import { platformOf } from "../platform.ts";
import { markedPhoneFirst, phoneFirstAtOnce } from "./phone-first.ts";

// Chrome on a Samsung phone sends the reduced agent ("K") and tells the model on request.
const reducedChrome = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

/** A phone whose browser sends `userAgent` and, asked for its model, answers `model` once `answered` resolves. */
function onPhone(userAgent: string, model?: string, answered: Promise<unknown> = Promise.resolve()) {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(userAgent);
  const userAgentData = model === undefined ? undefined : { getHighEntropyValues: () => answered.then(() => ({ model })) };
  Object.defineProperty(navigator, "userAgentData", { value: userAgentData, configurable: true });
}

/** The head script as the build serializes it: src/lib/platform.ts's reading, the move, the mark. */
const markVisitorsPhone = () => phoneFirstAtOnce(platformOf, markedPhoneFirst, GUIDE_PLATFORMS_MARK);

const nextFrame = () => new Promise((painted) => requestAnimationFrame(painted));

describe("phoneFirstAtOnce", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.removeAttribute("data-phone");
  });

  it("marks an iPhone at once", () => {
    onPhone("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148");
    markVisitorsPhone();
    expect(document.documentElement.getAttribute("data-phone")).toBe("iphone");
  });

  it("marks Chrome's reduced agent as Android, then as Samsung once the browser gives an SM- model", async () => {
    onPhone(reducedChrome, "SM-A155F");
    markVisitorsPhone();
    expect(document.documentElement.getAttribute("data-phone")).toBe("android");
    await vi.waitFor(() => expect(document.documentElement.getAttribute("data-phone")).toBe("samsung"));
  });

  it("keeps the Android mark when the model comes after a frame was painted: moving the blocks then would move what is read", async () => {
    const answered = nextFrame().then(nextFrame);
    onPhone(reducedChrome, "SM-A155F", answered);
    markVisitorsPhone();
    await answered;
    await Promise.resolve();
    expect(document.documentElement.getAttribute("data-phone")).toBe("android");
  });

  it("keeps the Android mark when the browser has reported a paint before the model came", async () => {
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ name: "first-paint" } as PerformanceEntry]);
    onPhone(reducedChrome, "SM-A155F");
    markVisitorsPhone();
    await Promise.resolve();
    await Promise.resolve();
    expect(document.documentElement.getAttribute("data-phone")).toBe("android");
  });

  it("keeps Android for another model, and marks nothing on a computer", async () => {
    onPhone(reducedChrome, "Pixel 8");
    markVisitorsPhone();
    await Promise.resolve();
    expect(document.documentElement.getAttribute("data-phone")).toBe("android");
    document.documentElement.removeAttribute("data-phone");
    onPhone("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0.0.0 Safari/537.36");
    markVisitorsPhone();
    expect(document.documentElement.hasAttribute("data-phone")).toBe(false);
  });

  describe("the order in the document", () => {
    const samsung = "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/130.0.0.0 Mobile Safari/537.36";
    const phonesInDocument = () => [...document.querySelectorAll("[data-platform]")].map((block) => block.id);
    const guide = () => {
      document.body.innerHTML = `<div ${GUIDE_PLATFORMS_MARK}=""><div id="iphone" data-platform="iphone"></div><div id="samsung" data-platform="samsung"></div><div id="android" data-platform="android"></div></div>`;
    };
    afterEach(() => {
      document.documentElement.removeAttribute("data-lite-page");
      document.body.innerHTML = "";
    });

    it("on the script-free twin, puts the visitor's phone first once the page is parsed", () => {
      document.documentElement.setAttribute("data-lite-page", "");
      onPhone(samsung);
      markVisitorsPhone();
      guide();
      document.dispatchEvent(new Event("DOMContentLoaded"));
      expect(phonesInDocument()).toEqual(["samsung", "iphone", "android"]);
    });

    it("on a full page the bootstrap puts in data-saving mode before the end of parsing, does the same", () => {
      onPhone(samsung);
      markVisitorsPhone();
      guide();
      document.documentElement.setAttribute("data-lite-page", "");
      document.dispatchEvent(new Event("DOMContentLoaded"));
      expect(phonesInDocument()).toEqual(["samsung", "iphone", "android"]);
    });

    it("on the twin, moves Samsung's block first when Chrome's reduced agent tells the model after parsing, before a frame", async () => {
      document.documentElement.setAttribute("data-lite-page", "");
      let answer = () => {};
      onPhone(reducedChrome, "SM-A155F", new Promise<void>((resolve) => (answer = resolve)));
      markVisitorsPhone();
      guide();
      document.dispatchEvent(new Event("DOMContentLoaded"));
      expect(phonesInDocument()).toEqual(["android", "iphone", "samsung"]);
      answer();
      await vi.waitFor(() => expect(document.documentElement.getAttribute("data-phone")).toBe("samsung"));
      expect(phonesInDocument()).toEqual(["samsung", "android", "iphone"]);
    });

    it("on the full page, leaves the document as prerendered for React to hydrate", () => {
      onPhone(samsung);
      markVisitorsPhone();
      guide();
      document.dispatchEvent(new Event("DOMContentLoaded"));
      expect(phonesInDocument()).toEqual(["iphone", "samsung", "android"]);
    });
  });
});
