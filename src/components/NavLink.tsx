import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ExternalLink } from "./ExternalLink.tsx";
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
  return (
    <Link to={item.to} className={className} onClick={onNavigate} activeOptions={{ exact: true }}>
      {children ?? item.label}
    </Link>
  );
}
