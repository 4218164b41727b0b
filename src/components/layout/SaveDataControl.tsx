import { useLocation } from "@tanstack/react-router";
import { localizePath, stripLocale } from "#model/locales.ts";
import { SAVE_DATA_PATH } from "#model/save-data.ts";
import { currentLocale } from "../../lib/locale/page-locale.ts";
import { cn } from "../../lib/ui/class-names.ts";
import { m } from "../../paraglide/messages.js";

/**
 * "Use less data": a toggle button that works with and without JavaScript (decision 021). Without
 * it, the form goes to the server, which stores the choice and comes back to this page. With it,
 * the page's inline bootstrap stores the choice and reloads, which also works on a static host.
 * Both states are rendered here, once: the stylesheet shows the "on" button on a page marked
 * `data-lite-page` (the script-free twin, or a full page the bootstrap found in data-saving mode)
 * and the "off" button elsewhere. The button pressed sends its own value.
 */
export function SaveDataControl() {
  const { pathname } = useLocation();
  // A written id, not `useId` (see biome.json): the control is in the footer, once a page.
  const hintId = "save-data-hint";
  return (
    <form method="get" action={SAVE_DATA_PATH} data-save-data="">
      <input type="hidden" name="back" value={localizePath(stripLocale(pathname), currentLocale())} />
      <SaveDataButton on={false} hintId={hintId} />
      <SaveDataButton on hintId={hintId} />
      <p id={hintId} className="mt-2 text-xs leading-relaxed text-stone-400">
        {m.save_data_hint()}
      </p>
    </form>
  );
}

/** The control in one state; pressing it asks for the other. */
function SaveDataButton({ on, hintId }: { on: boolean; hintId: string }) {
  return (
    <button
      type="submit"
      name="on"
      value={on ? "0" : "1"}
      aria-pressed={on}
      aria-describedby={hintId}
      className={cn(
        "min-h-10 cursor-pointer items-center gap-3 rounded-md border border-stone-600 px-3 py-2 text-sm font-medium text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400",
        on ? "hidden [[data-lite-page]_&]:inline-flex" : "inline-flex [[data-lite-page]_&]:hidden",
      )}
    >
      {m.save_data_label()}
      <span aria-hidden="true" className={cn("rounded-full px-2 py-0.5 text-xs", on ? "bg-emerald-700" : "bg-stone-700")}>
        {on ? m.save_data_on() : m.save_data_off()}
      </span>
    </button>
  );
}
