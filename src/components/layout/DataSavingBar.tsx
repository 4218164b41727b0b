import { useLocation } from "@tanstack/react-router";
import { localizePath, stripLocale } from "#model/locales.ts";
import { linkClass } from "#model/long-text-classes.ts";
import { SAVE_DATA_PATH } from "#model/save-data.ts";
import { currentLocale } from "../../lib/locale/page-locale.ts";
import { cn } from "../../lib/ui/class-names.ts";
import { m } from "../../paraglide/messages.js";
import { GuidesSize } from "../GuidesSize.tsx";
import { buttonClass } from "../ui/button.ts";

/**
 * At the top of every page in data-saving mode, which a slow connection or Save-Data turns on by
 * itself (decision 021): says in plain words that this is a light version, offers the full one (the
 * footer control's form, decision 021), and offers to keep the help guides for offline reading,
 * with their size (decision 141). Rendered on every page and shown by the stylesheet on a page
 * marked `data-lite-page`, the only kind that never runs the app, so React never has to show it.
 */
export function DataSavingBar() {
  const { pathname } = useLocation();
  const locale = currentLocale();
  return (
    <section
      aria-labelledby="data-saving-label"
      className="hidden border-b border-emerald-200 bg-emerald-50 text-emerald-950 [[data-lite-page]_&]:block"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 text-sm sm:px-6">
        <p>
          <strong id="data-saving-label" className="font-semibold">
            {m.data_saving_bar_label()}
          </strong>{" "}
          {m.data_saving_bar_text()}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {/* Not on the help index once it has found the guides saved (its section says so below). */}
          <a href={`${localizePath("/help", locale)}#offline`} className={cn(linkClass, "[[data-guides-state=saved]_&]:hidden")}>
            {m.data_saving_bar_keep_guides()} (<GuidesSize />)
          </a>
          <form method="get" action={SAVE_DATA_PATH} data-save-data="">
            <input type="hidden" name="back" value={localizePath(stripLocale(pathname), locale)} />
            <button type="submit" name="on" value="0" className={buttonClass("secondary", { size: "sm" })}>
              {m.data_saving_bar_full()}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
