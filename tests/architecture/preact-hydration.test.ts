// @vitest-environment happy-dom
// On Preact, DocumentHead (src/lib/head/preact-head.tsx) hydrates the prerendered <head> as an
// element with an empty `dangerouslySetInnerHTML`, and relies on Preact's hydration leaving an
// element's props and HTML as they are (framework-patches.ts's header). This runs Preact's own
// bundle, the one the browser build ships, so an upgrade that starts diffing them while hydrating
// (Preact's source plans a warning there) fails here rather than empty every page's head.
import { h, hydrate } from "preact";
import { expect, it } from "vitest";

it("Preact's hydration keeps an element's prerendered children and attributes under an empty HTML prop", () => {
  const container = document.createElement("div");
  const prerendered = '<section class="prerendered"><title>About</title><meta name="description" content="D"></section>';
  container.innerHTML = prerendered;
  const kept = container.firstElementChild;
  let clicks = 0;
  const onClick = () => clicks++;
  hydrate(h("section", { className: "client", onClick, dangerouslySetInnerHTML: { __html: "" } }), container);
  expect(container.innerHTML).toBe(prerendered);
  expect(container.firstElementChild).toBe(kept);
  // It did hydrate: the element is Preact's now, with its handler.
  kept?.dispatchEvent(new Event("click"));
  expect(clicks).toBe(1);
});
