import { localizePath } from "#model/locales.ts";
import { linkClass } from "#model/long-text-classes.ts";
import { currentLocale } from "../lib/locale/page-locale.ts";
import { loadedPageText } from "../page-text/load.ts";
import { m } from "../paraglide/messages.js";
import { menuNavItems, policyItems } from "./layout/nav-items.ts";
import { SiteLink } from "./SiteLink.tsx";
import { cardClass } from "./ui/card.ts";

const listClass = "flex list-disc flex-col gap-1 ps-5";

/**
 * The page the service worker shows for a page it has not saved, when there is no network. The
 * guides' names come from the help index's text, which its route loads first.
 */
export function OfflinePage() {
  const help = loadedPageText("help", currentLocale());
  // What a resident needs without a network first: the help guides, by name. Then the site's other
  // pages from the menu (the request site is another site, never saved; Help is the list above), then the policies.
  const locale = currentLocale();
  const guides = [
    { to: "/help", label: help?.heading ?? m.nav_help() },
    ...(help?.guides ?? []).map((guide) => ({ to: `/help/${guide.slug}`, label: guide.heading })),
  ];
  const pages = [...menuNavItems().filter((item) => item.to && item.to !== "/help"), ...policyItems()];
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className={cardClass("plain", { className: "mx-auto flex max-w-xl flex-col gap-4" })}>
        <h1 className="text-2xl font-bold text-stone-950 sm:text-3xl">{m.offline_heading()}</h1>
        <p className="text-stone-700">{m.offline_body()}</p>
        <p className="text-stone-700">{m.offline_saved()}</p>
        <h2 className="text-lg font-semibold text-stone-950">{m.offline_guides_heading()}</h2>
        <ul className={listClass}>
          {guides.map((item) => (
            <li key={item.to}>
              <a href={localizePath(item.to, locale)} className={linkClass}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <h2 className="text-lg font-semibold text-stone-950">{m.offline_pages_heading()}</h2>
        <ul className={listClass}>
          {pages.map((item) => (
            <li key={item.label}>
              <SiteLink to={item.to ?? "/"} className={linkClass}>
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
