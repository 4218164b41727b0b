import { useLocation } from "@tanstack/react-router";
import { useId } from "react";
import { localizePath, stripLocale } from "../../model/locales.ts";
import { SAVE_DATA_PATH } from "../../model/save-data.ts";
import { currentLocale } from "../lib/locale/page-locale.ts";
import { m } from "../paraglide/messages";

/**
 * "Use less data": a toggle button that works with and without JavaScript (decision 021). Without
 * it, the form goes to the server, which stores the choice and comes back to this page. With it,
 * the page's inline bootstrap stores the choice and reloads, which also works on a static host.
 * The app only ever runs with the mode off, so it renders "off"; the build writes the "on" state
 * into the script-free pages, and the bootstrap shows it where a static host sent the full page.
 */
export function SaveDataControl() {
  const { pathname } = useLocation();
  const hintId = useId();
  return (
    <form method="get" action={SAVE_DATA_PATH} data-save-data="">
      <input type="hidden" name="on" value="1" />
      <input type="hidden" name="back" value={localizePath(stripLocale(pathname), currentLocale())} />
      <button
        type="submit"
        aria-pressed="false"
        aria-describedby={hintId}
        className="group inline-flex min-h-10 cursor-pointer items-center gap-3 rounded-md border border-stone-600 px-3 py-2 text-sm font-medium text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400"
      >
        {m.save_data_label()}
        <span aria-hidden="true" className="rounded-full bg-stone-700 px-2 py-0.5 text-xs group-aria-pressed:hidden">
          {m.save_data_off()}
        </span>
        <span aria-hidden="true" className="hidden rounded-full bg-emerald-700 px-2 py-0.5 text-xs group-aria-pressed:inline">
          {m.save_data_on()}
        </span>
      </button>
      <p id={hintId} className="mt-2 text-xs leading-relaxed text-stone-400">
        {m.save_data_hint()}
      </p>
    </form>
  );
}
