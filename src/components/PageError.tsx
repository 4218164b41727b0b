import { localizePath } from "#model/locales.ts";
import { currentDir, currentLocale } from "../lib/locale/page-locale.ts";
import { m } from "../paraglide/messages.js";
import { buttonClass } from "./ui/button.ts";
import { cardClass } from "./ui/card.ts";

/**
 * What the router shows in place of a part of a page that failed (every route's error component,
 * and TanStack Router's own fallback, decision 110): in the page's language, with a way to load the
 * page again. Plain links: the app may be what failed. `lang` and `dir` are its own too, for the case
 * where it replaced the whole document.
 */
export function PageError() {
  const locale = currentLocale();
  const here = typeof window === "undefined" ? undefined : window.location.href;
  return (
    <div lang={locale} dir={currentDir()} className="mx-auto flex max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <div className={cardClass("plain", { className: "mx-auto max-w-xl text-center" })}>
        <h1 className="text-2xl font-bold text-stone-950 text-balance sm:text-3xl">{m.page_error_heading()}</h1>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={here} className={buttonClass("primary")}>
            {m.page_code_failed_retry()}
          </a>
          <a href={localizePath("/", locale)} className={buttonClass("secondary")}>
            {m.notfound_home()}
          </a>
        </div>
      </div>
    </div>
  );
}
