// The page the service worker shows for a page it has not saved, when there is no network.
// Rendered during prerender only, as `offline/index.html` per locale, without scripts (see
// scripts/postbuild.ts), since it stands in for other URLs.
import { createFileRoute, Link } from "@tanstack/react-router";
import { menuNavItems, policyItems } from "../components/nav-items.ts";
import { cardClass } from "../components/ui/card.ts";
import { pageHead } from "../lib/head/page-head.ts";
import { m } from "../paraglide/messages.js";

export const Route = createFileRoute("/offline")({
  head: () => pageHead("/offline", { title: m.offline_title(), description: m.offline_description() }, { index: false }),
  component: OfflinePage,
});

function OfflinePage() {
  // The site's own pages from the menu (the request site is another site, never saved), then the policies.
  const saved = [...menuNavItems().filter((item) => item.to), { to: "/help", label: m.nav_help() }, ...policyItems()];
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className={cardClass("plain", { className: "mx-auto flex max-w-xl flex-col gap-4" })}>
        <h1 className="text-2xl font-bold text-stone-950 sm:text-3xl">{m.offline_heading()}</h1>
        <p className="text-stone-700">{m.offline_body()}</p>
        <p className="text-stone-700">{m.offline_saved()}</p>
        <ul className="flex list-disc flex-col gap-1 ps-5">
          {saved.map((item) => (
            <li key={item.label}>
              <Link to={item.to ?? "/"} className="rich-link">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
