// A help guide shows the visitor's phone first from the first paint (decision 200). The build
// serializes phoneFirstAtOnce into the head of every page with a guide's phones, and of its
// script-free twin (scripts/page-scripts.ts): it marks `<html data-phone>`, and the stylesheet
// puts that phone's steps and menu link first. The app later folds the other phones (GuidePlatforms)
// without moving what the reader sees. Self-contained: no imports, no closures over module variables.
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
