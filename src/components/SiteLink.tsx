import type { ReactNode } from "react";
import { localizePath } from "#model/locales.ts";
import type { PagePath } from "#model/pages.ts";
import { currentLocale } from "../lib/locale/page-locale.ts";

type SiteLinkProps = { to: PagePath; hash?: string; current?: boolean; className?: string; children: ReactNode };

/**
 * A link to a page of the site (a path, and maybe a section of it): a plain `<a href>` in the
 * page's locale, which the router follows and preloads on intent through one set of listeners for
 * the whole page (src/lib/ui/site-links.ts). TanStack's `<Link>` built its location and attached six
 * handlers for each link as it hydrated: the header's and footer's lists of them were most of the
 * hydration tasks left over 50 ms at CPU ×4 (decision 196, sixth-session addendum). `<Link>` stays
 * only in the mobile menu (NavLink), rendered on demand, which closes itself when a link is
 * followed. `current`: the page shown, told to screen readers.
 */
export function SiteLink({ to, hash, current, className, children }: SiteLinkProps) {
  return (
    <a
      href={`${localizePath(to, currentLocale())}${hash ? `#${hash}` : ""}`}
      data-site-link={to}
      data-hash={hash}
      aria-current={current ? "page" : undefined}
      className={className}
    >
      {children}
    </a>
  );
}
