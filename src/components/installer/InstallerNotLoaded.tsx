import { installerSizeMark } from "#model/installer-size-mark.ts";
import { localizePath } from "#model/locales.ts";
import { installerPath } from "#model/pages.ts";
import { SAVE_DATA_PATH } from "#model/save-data.ts";
import { currentLocale } from "../../lib/locale/page-locale.ts";
import { m } from "../../paraglide/messages.js";
import { buttonClass } from "../ui/button.ts";
import { cardClass } from "../ui/card.ts";

/**
 * In the installer's place wherever no app runs (the `without-app` variant: JavaScript off, a page
 * whose app code failed to download, data-saving mode), so that the page's introduction is not
 * left promising a tool that is not there. In data-saving mode (decision 021) it says what the
 * installer needs, with its size, and offers a button that loads it by turning data saving off and
 * coming back here; the build writes the size into the marked element (scripts/postbuild.ts), and
 * the page keeps it through hydration. Elsewhere it says the scripts did not load and that the
 * page's own steps work without them.
 */
export function InstallerNotLoaded() {
  return (
    <section aria-labelledby="installer-lite-heading" className={cardClass("featured", { className: "hidden without-app:block" })}>
      <h2 id="installer-lite-heading" className="text-2xl font-bold tracking-tight text-stone-950">
        {m.installer_lite_heading()}
      </h2>
      <p className="mt-3 text-stone-700 [[data-lite-page]_&]:hidden">{m.installer_needs_app()}</p>
      <div className="hidden [[data-lite-page]_&]:block">
        <p className="mt-3 text-stone-700" data-installer-size="" suppressHydrationWarning>
          {m.installer_lite_body({ size: installerSizeMark })}
        </p>
        <form method="get" action={SAVE_DATA_PATH} data-save-data="" className="mt-4">
          <input type="hidden" name="back" value={localizePath(installerPath, currentLocale())} />
          <button type="submit" name="on" value="0" className={buttonClass("primary")}>
            {m.installer_lite_button()}
          </button>
        </form>
      </div>
    </section>
  );
}
