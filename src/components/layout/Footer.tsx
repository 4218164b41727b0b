import { useHydrated, useLocation } from "@tanstack/react-router";
import { m } from "../../paraglide/messages.js";
import { FiscalSponsor } from "../FiscalSponsor.tsx";
import { SiteLink } from "../SiteLink.tsx";
import { HydrationSlice } from "../start/HydrationSlice.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { ListNavLink } from "./NavLink.tsx";
import { footerNavItems, type NavItem, policyItems, socialItems } from "./nav-items.ts";
import { SaveDataControl } from "./SaveDataControl.tsx";

declare const __BUILD_YEAR__: number;

const footerLinkClass = "text-stone-300 underline-offset-4 hover:text-white hover:underline";

/** The site footer: social channels, site links, policies, language menu and copyright. */
export function Footer() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const social = [...socialItems(), { to: "/contact", hash: "newsletter", label: m.social_newsletter() }];
  return (
    <footer id="site-footer" className="mt-auto bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <p className="text-lg font-bold text-white">{m.site_name()}</p>
          <p className="text-sm leading-relaxed text-stone-300">{m.footer_about()}</p>
          <FiscalSponsor className="text-sm leading-relaxed text-stone-300" />
        </div>
        <FooterList id="footer-social" heading={m.footer_social_heading()}>
          {social.map((item) =>
            "hash" in item ? (
              <li key={item.label}>
                <SiteLink to="/contact" hash="newsletter" className={footerLinkClass}>
                  {item.label}
                </SiteLink>
              </li>
            ) : (
              <FooterItem key={item.label} item={item} pathname={pathname} />
            ),
          )}
        </FooterList>
        <FooterList id="footer-links" heading={m.footer_links_heading()}>
          {footerNavItems().map((item) => (
            <FooterItem key={item.label} item={item} pathname={pathname} />
          ))}
        </FooterList>
        <div className="flex flex-col gap-8">
          <FooterList id="footer-policies" heading={m.footer_policies_heading()}>
            <li>
              <SiteLink to="/policies" current={pathname === "/policies"} className={footerLinkClass}>
                {m.nav_policies()}
              </SiteLink>
            </li>
            {policyItems().map((item) => (
              <FooterItem key={item.label} item={item} pathname={pathname} />
            ))}
          </FooterList>
          <div>
            <h2 className="mb-3 text-sm font-semibold text-white">{m.footer_language_heading()}</h2>
            <LanguageSwitcher id="footer-language" />
          </div>
          <SaveDataControl />
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-stone-400 sm:px-6">
          <Copyright />
        </p>
      </div>
    </footer>
  );
}

/**
 * The prerendered page shows the year it was built; the browser then shows the current one. Its own
 * component, so that the app's start re-renders this line alone and not the footer's links.
 */
function Copyright() {
  const year = useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
  return m.footer_copyright({ year: String(year) });
}

/** `id`: the heading's, written (not `useId`, see biome.json). */
function FooterList({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <HydrationSlice>
      <nav aria-labelledby={id}>
        <h2 id={id} className="mb-3 text-sm font-semibold text-white">
          {heading}
        </h2>
        <ul className="flex flex-col gap-2 text-sm">{children}</ul>
      </nav>
    </HydrationSlice>
  );
}

function FooterItem({ item, pathname }: { item: NavItem; pathname: string }) {
  return (
    <li>
      <ListNavLink item={item} pathname={pathname} className={footerLinkClass} />
    </li>
  );
}
