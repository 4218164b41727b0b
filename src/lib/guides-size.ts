// The size of the help guides' offline copy ("38 kB"), measured by the build once the script-free
// pages exist (scripts/postbuild.ts writes it in place of GUIDES_SIZE_TOKEN in every page). The app
// reads it back from the page it hydrates, so the text it renders is the one the page shows.

/** Stands in for the size in prerendered HTML until the build replaces it. */
export const GUIDES_SIZE_TOKEN = "%GUIDES_SIZE%";

/** The guides' size as this page shows it: the token while prerendering, the page's own text in the browser. */
export function guidesSize(): string {
  if (typeof document === "undefined") return GUIDES_SIZE_TOKEN;
  return document.querySelector("[data-guides-size]")?.textContent ?? "";
}
