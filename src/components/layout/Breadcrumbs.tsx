import type { PagePath } from "#model/pages.ts";
import { m } from "../../paraglide/messages.js";
import { ChevronEndIcon } from "../Icons.tsx";
import { SiteLink } from "../SiteLink.tsx";

/** A step of the trail above the current page. */
export type Crumb = { to: PagePath; label: string };

/** Home › (parents) › current page. The chevrons point the reading way, so they flip in Arabic. */
export function Breadcrumbs({ parents = [], current }: { parents?: Crumb[]; current: string }) {
  const trail: Crumb[] = [{ to: "/", label: m.nav_home() }, ...parents];
  return (
    <nav aria-label={m.breadcrumb_label()} className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb) => (
          <li key={crumb.to} className="inline-flex items-center gap-1">
            {/* A parent, never the current page (marked below), though its path begins the current one's. */}
            <SiteLink to={crumb.to} className="rounded-sm underline-offset-4 hover:text-stone-900 hover:underline">
              {crumb.label}
            </SiteLink>
            <ChevronEndIcon className="size-4 text-stone-400" />
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-medium text-stone-900">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
