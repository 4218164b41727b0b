import { useLayoutEffect } from "react";
import { localizePath } from "#model/locales.ts";
import { helpPaths } from "#model/pages.ts";
import { guidesOffline } from "../../lib/bootstrap/guides-offline.ts";
import { currentLocale } from "../../lib/locale/page-locale.ts";
import { m } from "../../paraglide/messages.js";
import { GuidesSize } from "../GuidesSize.tsx";
import { buttonClass } from "../ui/button.ts";

/** How often the section looks at the cache while the guides are being saved. */
const POLL_MS = 1000;

// Whole class names, so the stylesheet's build finds them in this file. Every line sits in the same
// grid cell and only its visibility changes, so the section is as tall in every state (decision 197).
const stacked = "col-start-1 row-start-1 invisible";
const lineClass = {
  saved: `${stacked} [[data-guides-state=saved]_&]:visible`,
  unsaved: `${stacked} [[data-guides-state=unsaved]_&]:visible`,
  saving: `${stacked} [[data-guides-state=saving]_&]:visible`,
  failed: `${stacked} [[data-guides-state=failed]_&]:visible`,
} as const;

/**
 * Whether the guides are saved for offline reading, and a button to save them (decision 141). The
 * page's own script (src/lib/bootstrap/guides-offline.ts, run in the page's head on a full load, by
 * this component after a client-side navigation) writes the state on `<html>`; the stylesheet shows
 * its line. With no state (no script, no service worker) nothing shows: nothing is promised.
 *
 * The section takes its place before the first paint and keeps its size whatever the state: the
 * tallest line and the button's row are always reserved, hidden lines and a hidden button are
 * invisible (not in the accessibility tree, not focusable), so the guides below never move while a
 * resident reads them (decision 197).
 */
export function OfflineGuides() {
  const locale = currentLocale();
  // The help index and the five guides: what the worker keeps on request (guideFiles in
  // scripts/build-service-worker.ts). Not the installer the index also lists: its page with scripts
  // weighs far more, and it is saved with a visit's first round instead (decision 120).
  const pages = helpPaths.map((path) => localizePath(path, locale));
  // Before the browser paints the page the app navigated to, so the section is in place at once.
  useLayoutEffect(() => guidesOffline(POLL_MS), []);
  return (
    <section
      id="offline"
      aria-labelledby="offline-heading"
      data-offline-guides=""
      data-pages={pages.join(" ")}
      data-locale={locale}
      className="mb-8 hidden scroll-mt-24 rounded-xl border border-stone-200 bg-stone-50 p-5 [[data-guides-state]_&]:block"
    >
      <h2 id="offline-heading" className="text-lg font-semibold text-stone-950">
        {m.help_offline_heading()}
      </h2>
      <div role="status" className="mt-2 grid text-stone-700">
        <p className={lineClass.saved}>{m.help_offline_saved()}</p>
        <p className={lineClass.unsaved}>{m.help_offline_unsaved()}</p>
        <p className={lineClass.saving}>{m.help_offline_saving()}</p>
        <p className={lineClass.failed}>{m.help_offline_failed()}</p>
      </div>
      <button
        type="button"
        className={buttonClass("primary", {
          className: "invisible mt-3 [[data-guides-state=failed]_&]:visible [[data-guides-state=unsaved]_&]:visible",
        })}
      >
        {m.help_offline_button()} (<GuidesSize />)
      </button>
    </section>
  );
}
