import { m } from "../paraglide/messages.js";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { Logo } from "./Logo.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { NavLink } from "./NavLink.tsx";
import { mainNavItems } from "./nav-items.ts";

const linkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-950 aria-[current=page]:text-emerald-800 aria-[current=page]:underline aria-[current=page]:underline-offset-8 aria-[current=page]:decoration-2";

/** The sticky site header: logo, main links and language menu; a side-sheet menu on small screens. */
export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <MobileMenu className="lg:hidden" />
        <Logo />
        <nav aria-label={m.nav_main_label()} className="ms-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavItems().map((item) => (
              <li key={item.label}>
                <NavLink item={item} className={linkClass} />
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher id="header-language" className="ms-auto lg:ms-2" />
      </div>
    </header>
  );
}
