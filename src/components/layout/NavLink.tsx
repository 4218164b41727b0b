import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ExternalLink } from "../ExternalLink.tsx";
import { SiteLink } from "../SiteLink.tsx";
import type { NavItem } from "./nav-items.ts";

type NavLinkProps = { item: NavItem; className?: string; onNavigate?: () => void; children?: ReactNode };

/** Renders a NavItem: a router link for a site page (marked current when active), or an external link. */
export function NavLink({ item, className, onNavigate, children }: NavLinkProps) {
  if (item.href !== undefined) {
    return (
      <ExternalLink href={item.href} className={className} onClick={onNavigate}>
        {children ?? item.label}
      </ExternalLink>
    );
  }
  // The router's own link type knows the route patterns (/$policy), not our pages' paths.
  const to: string = item.to;
  return (
    <Link to={to} className={className} onClick={onNavigate} activeOptions={{ exact: true }}>
      {children ?? item.label}
    </Link>
  );
}

/**
 * A NavItem in the header's or the footer's list: a SiteLink (cheap to hydrate, followed by the
 * router through src/lib/ui/site-links.ts), marked current on its page, or an external link.
 * `pathname`: the page shown, without its locale.
 */
export function ListNavLink({ item, pathname, className }: { item: NavItem; pathname: string; className?: string }) {
  if (item.href !== undefined) {
    return (
      <ExternalLink href={item.href} className={className}>
        {item.label}
      </ExternalLink>
    );
  }
  return (
    <SiteLink to={item.to} current={item.to === pathname} className={className}>
      {item.label}
    </SiteLink>
  );
}
