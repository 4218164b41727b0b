import { type PagePath, type PolicySlug, policySlugs } from "#model/pages.ts";
import { config } from "../../config/index.ts";
import { m } from "../../paraglide/messages.js";

/** A site page (`to`) or another site (`href`). */
export type NavItem = { label: string } & ({ to: PagePath; href?: never } | { href: string; to?: never });

/** The header's links, in order: Help (the guides) beside the request site, before Travel and Donate. */
export function mainNavItems(): NavItem[] {
  return [
    { to: "/", label: m.nav_home() },
    { to: "/about", label: m.nav_about() },
    { href: config.requestSiteUrl, label: m.nav_request_site() },
    { to: "/help", label: m.nav_help() },
    { to: "/travel", label: m.nav_travel() },
    { to: "/donate", label: m.nav_donate() },
  ];
}

/** The small-screen menu's links: the header's, then the pages the header leaves to the footer. */
export function menuNavItems(): NavItem[] {
  return [...mainNavItems(), { to: "/contact", label: m.nav_contact() }, { to: "/policies", label: m.nav_policies() }];
}

/** The footer's site links. */
export function footerNavItems(): NavItem[] {
  return [
    { to: "/donate", label: m.nav_donate() },
    { href: config.requestSiteUrl, label: m.nav_request_site() },
    { to: "/travel", label: m.nav_travel() },
    { to: "/about", label: m.nav_about() },
    { to: "/contact", label: m.nav_contact() },
    { to: "/help", label: m.nav_help() },
  ];
}

/** The four policies with their titles, in the order the site lists them. */
export function policyItems(): Array<{ slug: PolicySlug; to: PagePath; label: string }> {
  const titles: Record<PolicySlug, string> = {
    "terms-of-service": m.nav_terms(),
    "privacy-policy": m.nav_privacy(),
    "distribution-policy": m.nav_distribution(),
    "partner-policy": m.nav_partner(),
  };
  return policySlugs.map((slug) => ({ slug, to: `/${slug}`, label: titles[slug] }));
}

/** The social channels that are configured, with their names; unconfigured ones are left out. */
export function socialItems(): Array<{ href: string; label: string }> {
  const { instagram, facebook, x, whatsapp, linkedin } = config.social;
  const items: Array<[string | undefined, string]> = [
    [instagram, m.social_instagram()],
    [facebook, m.social_facebook()],
    [x, m.social_x()],
    [whatsapp, m.social_whatsapp()],
    [linkedin, m.social_linkedin()],
  ];
  return items.flatMap(([href, label]) => (href ? [{ href, label }] : []));
}
