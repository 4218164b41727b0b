// The size of the help guides' offline copy ("38 kB"), measured by the build once the script-free
// pages exist (scripts/guides-size.ts writes it in place of GUIDES_SIZE_TOKEN, model/guides-size-token.ts,
// in every page). The app reads it back from the page it hydrates, so the text it renders is the
// one the page shows.
import { GUIDES_SIZE_TOKEN } from "#model/guides-size-token.ts";

/** The guides' size as this page shows it: the token while prerendering, the page's own text in the browser. */
export function guidesSize(): string {
  if (typeof document === "undefined") return GUIDES_SIZE_TOKEN;
  return document.querySelector("[data-guides-size]")?.textContent ?? "";
}
