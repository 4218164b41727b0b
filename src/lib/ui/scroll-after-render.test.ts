// @vitest-environment happy-dom
// When the router may move the scroll position: never on the loaded page's first render, always on
// a navigation, even one that renders before that first render is reported; and a navigation to a
// section while the document still hydrates in slices scrolls to it once the slices have rendered.
import { describe, expect, it, vi } from "vitest";
import { scrollAfterRender } from "./scroll-after-render.ts";

const at = (pathname: string, hash = "") => ({ location: { pathname, hash } });
const noSlicesLeft = () => {};

describe("the scroll position after a render", () => {
  it("is left alone on the loaded page's first render, then moved on each navigation", () => {
    const decide = scrollAfterRender("/contact", noSlicesLeft);
    expect([decide(at("/contact")), decide(at("/donate")), decide(at("/contact"))]).toEqual([false, true, true]);
  });

  it("is moved on a navigation that renders before the loaded page's first render is reported", () => {
    const decide = scrollAfterRender("/", noSlicesLeft);
    expect([decide(at("/contact")), decide(at("/contact"))]).toEqual([true, true]);
  });

  it("goes to a section rendered by a later slice once the slices have rendered, not on the loaded page", () => {
    const slicesRendered: Array<() => void> = [];
    const decide = scrollAfterRender("/contact", (then) => slicesRendered.push(then));
    decide(at("/contact", "partner"));
    expect(slicesRendered).toHaveLength(0);
    decide(at("/", "goal"));
    decide(at("/contact", "partner"));
    document.body.innerHTML = '<section id="goal"></section><section id="partner"></section>';
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    for (const then of slicesRendered) then();
    expect(scrolled).toEqual(["goal", "partner"]);
  });
});
