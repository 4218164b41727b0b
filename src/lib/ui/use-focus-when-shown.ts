import { useEffect, useRef } from "react";

/**
 * A ref whose element takes the focus each time `request` (a count) goes up, once the render that
 * answered it is on screen, so an element that this render shows (an error summary) is there to
 * take it. A count, not a flag: the same element is focused again on the next request, and never
 * just because it reappears.
 */
export function useFocusWhenShown<T extends HTMLElement>(request: number) {
  const element = useRef<T>(null);
  useEffect(() => {
    if (request > 0) element.current?.focus();
  }, [request]);
  return element;
}
