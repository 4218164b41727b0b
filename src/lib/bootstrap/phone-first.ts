// A help guide shows the visitor's phone first from the first paint (decision 200). The build
// serializes phoneFirstAtOnce into the head of every page with a guide's phones, and of its
// script-free twin (scripts/page-scripts.ts): it marks `<html data-phone>`, and the stylesheet
// puts that phone's steps first. The app later folds the other phones (GuidePlatforms) without
// moving what the reader sees. Where no app comes, the marked phone's block also moves first in
// the document (markedPhoneFirst): here on the twin and on a page in data-saving mode, and in the
// page's bootstrap when the app's code failed to download (keepPageAsPrerendered).
// Self-contained, both: no imports, no closures over module variables.
import type { Platform } from "../platform.ts";

/**
 * Moves the marked phone's block (`<html data-phone>`) first among a guide's phones, so that a
 * screen reader and the Tab key meet it first, as the eye does: the stylesheet already shows it
 * first, so nothing moves on screen. Only where no app comes: React hydrates the prerendered order.
 * @param mark the attribute on the phones' container (GUIDE_PLATFORMS_MARK)
 */
export function markedPhoneFirst(mark: string) {
  const blocks = document.querySelector(`[${mark}]`);
  const marked = blocks?.querySelector(`:scope > [data-platform="${document.documentElement.getAttribute("data-phone")}"]`);
  if (marked) blocks?.prepend(marked);
}

/**
 * Marks the visitor's phone on `<html data-phone>`, before the body is parsed.
 * @param platformOf src/lib/platform.ts's, passed in serialized so that both read a phone alike
 * @param moveFirst markedPhoneFirst, passed in serialized (it is the bootstrap's too)
 * @param mark the attribute on a guide's phones
 */
export function phoneFirstAtOnce(
  platformOf: (userAgent: string, model?: string) => Platform | undefined,
  moveFirst: (mark: string) => void,
  mark: string,
) {
  const root = document.documentElement;
  const agent = navigator.userAgent;
  const phone = platformOf(agent);
  if (phone) root.setAttribute("data-phone", phone);
  // No app comes to order the blocks on the twin (data-saving mode, the copies kept offline) or on
  // a full page in data-saving mode: both are marked `data-lite-page` by the time the page is
  // parsed (the twin from the start, the full page by its bootstrap at the end of the body).
  const noApp = () => root.hasAttribute("data-lite-page");
  document.addEventListener("DOMContentLoaded", () => noApp() && moveFirst(mark), { once: true });
  if (phone !== "android") return;
  // Chrome on Android hides the model ("K"): a Samsung phone is known once the browser says which.
  // An answer that comes after the first frame would move the block on screen (a shift of 0.29 at
  // 390 px): then the mark stays, and the app places Samsung's steps without moving what is read
  // (GuidePlatforms). A frame callback runs just before a frame is painted; the paint entries,
  // reported a frame or more later, also cover a paint before this script. An answer after the
  // page was parsed, before a frame, moves the block in the document too where no app comes.
  let painted = false;
  requestAnimationFrame(() => {
    painted = true;
  });
  const data = navigator.userAgentData;
  data?.getHighEntropyValues?.(["model"]).then(
    (values) => {
      if (painted || performance.getEntriesByType("paint").length > 0) return;
      root.setAttribute("data-phone", platformOf(agent, values.model) ?? "android");
      if (document.readyState !== "loading" && noApp()) moveFirst(mark);
    },
    () => undefined,
  );
}
