import { config } from "../config";
import { policyPaths } from "../lib/pages.js";
import { m } from "../paraglide/messages";

/** A site page (`to`) or another site (`href`). */
export type NavItem = { label: string } & ({ to: string; href?: never } | { href: string; to?: never });

/** The header's links, in order. */
export function mainNavItems(): NavItem[] {
  return [
    { to: "/", label: m.nav_home() },
    { to: "/about", label: m.nav_about() },
    { href: config.requestSiteUrl, label: m.nav_request_site() },
    { to: "/travel", label: m.nav_travel() },
    { to: "/donate", label: m.nav_donate() },
  ];
}

/** The footer's site links. */
export function footerNavItems(): NavItem[] {
  return [
    { to: "/donate", label: m.nav_donate() },
    { href: config.requestSiteUrl, label: m.nav_request_site() },
    { to: "/travel", label: m.nav_travel() },
    { to: "/about", label: m.nav_about() },
    { to: "/contact", label: m.nav_contact() },
  ];
}

/** The four policies with their titles, in the order the site lists them. */
export function policyItems(): NavItem[] {
  const titles = [m.nav_terms(), m.nav_privacy(), m.nav_distribution(), m.nav_partner()];
  return policyPaths.map((to, index) => ({ to, label: titles[index] ?? to }));
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
