import { useLayoutEffect, useRef } from "react";

/**
 * A ref whose element is folded with `hidden="until-found"` while `folded`, as GOV.UK Frontend's
 * accordion folds its sections: hidden, yet the browser's Find in page and links to an anchor
 * inside still reach its text, and reveal it after a `beforematch` event. Written here rather than
 * as the `hidden` prop: React 19 writes `hidden` as a boolean (`hidden=""`, which Find in page
 * skips), in the prerender and in the browser alike, and Preact sets the DOM property, which only
 * keeps the value where the DOM knows it. A layout effect, so the fold is in place before the
 * render is painted.
 */
export function useHiddenUntilFound<T extends HTMLElement>(folded: boolean) {
  const element = useRef<T>(null);
  useLayoutEffect(() => {
    if (folded) element.current?.setAttribute("hidden", "until-found");
    else element.current?.removeAttribute("hidden");
  }, [folded]);
  return element;
}
