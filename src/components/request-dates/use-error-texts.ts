import { useState } from "react";
import type { ErrorTexts } from "./error-texts.ts";

// The form's error texts must be there whenever a submit can find errors, including when nothing
// more can be downloaded (code review 2026-11-25, §4.6; see docs/reviews/2026-11-25-answers.md).
// As JavaScript they would weigh on every first visit in all four languages; so the prerendered form carries them in its own language in an
// attribute, read back as the page hydrates. On the server and after a client-side navigation they
// come with the page's parts, which the route loads before it renders (or, failing, loads the page).

// The attribute is written and read only here, both through ErrorTexts, so a text renamed in
// error-texts.ts fails the type check rather than leaving a field without its message. No check at
// run time: the prerendered page and this script come from the same build, and a check could only
// turn wrong texts into none, for bytes on the page's first visit.
const errorTextsAttribute = "data-error-texts";

/** The form's attribute carrying `texts` in the prerendered page (none when the page has not got them). */
export function errorTextsAttributes(texts: ErrorTexts | undefined) {
  return { [errorTextsAttribute]: texts && JSON.stringify(texts) };
}

function prerenderedTexts(): ErrorTexts | undefined {
  if (typeof document === "undefined") return undefined;
  const json = document.querySelector(`[${errorTextsAttribute}]`)?.getAttribute(errorTextsAttribute);
  if (!json) return undefined;
  const texts: ErrorTexts = JSON.parse(json);
  return texts;
}

/** The error texts in the page's locale: `loaded` (from the page's parts), else those of the page being hydrated. */
export function useErrorTexts(loaded: ErrorTexts | undefined) {
  const [texts] = useState(() => loaded ?? prerenderedTexts());
  return texts;
}
