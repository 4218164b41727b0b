// A help guide shows the visitor's phone first from the first paint (decision 200). The build
// serializes phoneFirstAtOnce into the head of every page with a guide's phones, and of its
// script-free twin (scripts/page-scripts.ts): it marks `<html data-phone>`, and the stylesheet
// puts that phone's steps first; on the twin, it also moves them first in the document. The app
// later folds the other phones (GuidePlatforms) without moving what the reader sees; where no app
// comes to a full page, the page's bootstrap moves them (keepPageAsPrerendered, page-bootstrap.ts).
// Self-contained: no imports, no closures over module variables.
import type { Platform } from "../platform.ts";

/**
 * Marks the visitor's phone on `<html data-phone>`, before the body is parsed.
 * @param platformOf src/lib/platform.ts's, passed in serialized so that both read a phone alike
 */
export function phoneFirstAtOnce(platformOf: (userAgent: string, model?: string) => Platform | undefined) {
  const root = document.documentElement;
  const agent = navigator.userAgent;
  const phone = platformOf(agent);
  if (phone) root.setAttribute("data-phone", phone);
  // On the script-free twin (data-saving mode, and the copies kept offline) no app comes to order
  // the blocks: once the page is parsed, the marked phone's block moves first in the document too,
  // so that a screen reader and the Tab key meet it first, as the eye does. The stylesheet already
  // shows it first, so nothing moves on screen. The full page leaves the document as prerendered:
  // React hydrates it, then orders it (GuidePlatforms).
  if (root.hasAttribute("data-lite-page"))
    document.addEventListener(
      "DOMContentLoaded",
      () => {
        const blocks = document.querySelector("[data-guide-platforms]");
        const marked = blocks?.querySelector(`:scope > [data-platform="${root.getAttribute("data-phone")}"]`);
        if (marked) blocks?.prepend(marked);
      },
      { once: true },
    );
  if (phone !== "android") return;
  // Chrome on Android hides the model ("K"): a Samsung phone is known once the browser says which.
  // An answer that comes after the first frame would move the block on screen (a shift of 0.29 at
  // 390 px): then the mark stays, and the app places Samsung's steps without moving what is read
  // (GuidePlatforms). A frame callback runs just before a frame is painted; the paint entries,
  // reported a frame or more later, also cover a paint before this script.
  let painted = false;
  requestAnimationFrame(() => {
    painted = true;
  });
  const data = navigator.userAgentData;
  data?.getHighEntropyValues?.(["model"]).then(
    (values) => {
      if (painted || performance.getEntriesByType("paint").length > 0) return;
      root.setAttribute("data-phone", platformOf(agent, values.model) ?? "android");
    },
    () => undefined,
  );
}
