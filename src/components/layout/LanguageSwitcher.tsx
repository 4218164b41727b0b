import { useLocation } from "@tanstack/react-router";
import { Suspense } from "react";
import { localeInfo, locales } from "#model/locales.ts";
import { useAppStarted } from "../../lib/bootstrap/app-started.ts";
import { currentLocale, switchHref } from "../../lib/locale/page-locale.ts";
import { cn } from "../../lib/ui/class-names.ts";
import { onDemand, useActivated } from "../../lib/ui/on-demand.ts";
import { m } from "../../paraglide/messages.js";
import { ChevronDownIcon, GlobeIcon } from "../Icons.tsx";
import { selectTriggerClass } from "../ui/select-trigger.ts";

// If the Select's code cannot be downloaded, the plain links stand in, open, as the click asked.
const LanguageSelect = onDemand(
  () => import("./LanguageSelect.tsx"),
  () => <LanguageLinks open />,
);

/**
 * The language menu. Without JavaScript it is a disclosure of plain links (the server remembers
 * the choice from the `?locale=` they carry). With JavaScript it is a Radix Select, whose code is
 * fetched when the visitor reaches for the menu; until then a button of the same look stands in.
 */
export function LanguageSwitcher({ id, className }: { id: string; className?: string }) {
  const hydrated = useAppStarted();
  const [activated, activate] = useActivated();
  // A written id, not `useId` (see biome.json): the header and the footer each have a menu.
  const labelId = `${id}-label`;
  const current = localeInfo[currentLocale()].label;

  if (!hydrated) return <LanguageLinks className={className} />;

  const standIn = (busy: boolean) => (
    <button
      type="button"
      className={selectTriggerClass}
      aria-label={m.language_current({ language: current })}
      aria-haspopup="listbox"
      aria-expanded="false"
      aria-busy={busy || undefined}
      onPointerEnter={LanguageSelect.preload}
      onFocus={LanguageSelect.preload}
      onClick={activate}
    >
      <Face />
    </button>
  );

  return (
    <div className={className}>
      <span id={labelId} className="sr-only">
        {m.language_label()}
      </span>
      {activated ? (
        <Suspense fallback={standIn(true)}>
          <LanguageSelect.Component labelId={labelId} />
        </Suspense>
      ) : (
        standIn(false)
      )}
    </div>
  );
}

/** The menu's face: a globe, the current language, a chevron. */
function Face() {
  return (
    <>
      <GlobeIcon className="size-4" />
      {/* On the narrowest phones the globe alone stands for the menu (its name says the language), so the header fits 320 px with enlarged text spacing. */}
      <span className="flex-1 text-start max-[359px]:sr-only">{localeInfo[currentLocale()].label}</span>
      <ChevronDownIcon className="size-4 opacity-70" />
    </>
  );
}

/** The menu without JavaScript: a disclosure of plain links to this page in each language. */
function LanguageLinks({ className, open }: { className?: string; open?: boolean }) {
  const locale = currentLocale();
  const { pathname } = useLocation();
  return (
    <details className={cn("relative", className)} open={open}>
      <summary
        className={cn(selectTriggerClass, "list-none [&::-webkit-details-marker]:hidden")}
        aria-label={m.language_current({ language: localeInfo[locale].label })}
      >
        <Face />
      </summary>
      <ul className="absolute end-0 z-50 mt-1.5 min-w-full rounded-md border border-stone-200 bg-white p-1 shadow-lg">
        {locales.map((l) => (
          <li key={l}>
            <a
              href={switchHref(pathname, l)}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? "true" : undefined}
              className="block rounded-sm px-3 py-2 text-sm text-stone-900 hover:bg-emerald-50 aria-[current=true]:font-semibold"
            >
              {localeInfo[l].label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
