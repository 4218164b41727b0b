import { useLocation } from "@tanstack/react-router";
import { m } from "../../paraglide/messages.js";
import { HydrationSlice } from "../start/HydrationSlice.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { Logo } from "./Logo.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { ListNavLink } from "./NavLink.tsx";
import { mainNavItems } from "./nav-items.ts";

const linkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-950 aria-[current=page]:text-emerald-800 aria-[current=page]:underline aria-[current=page]:underline-offset-8 aria-[current=page]:decoration-2";

/**
 * The header's row: a grid whose columns are sized before the controls in them arrive (decision
 * 195). A slow phone paints the header while its HTML is still being parsed, and a row sized by its
 * content moved the logo and the menu button when the language menu appeared after them. Phones:
 * the menu button (size-10), the logo, the language menu (4.125rem under 360 px, exactly its globe,
 * chevron, padding and border, so a bare <details> parsed before its summary cannot widen it;
 * 8rem above, its min-w-32); desktop: the logo, the links, the language menu. Above 360 px the
 * language column may grow with its name (larger text spacing), never shrink below its reserve.
 */
const rowClass =
  "mx-auto grid min-h-16 max-w-6xl items-center gap-x-2 px-4 sm:gap-x-3 sm:px-6 grid-cols-[2.5rem_minmax(0,1fr)_4.125rem] min-[360px]:grid-cols-[2.5rem_minmax(0,1fr)_minmax(8rem,max-content)] lg:grid-cols-[auto_minmax(0,1fr)_minmax(8rem,max-content)]";

/** The sticky site header: logo, main links and language menu; a side-sheet menu on small screens. */
export function Header() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className={rowClass}>
        {/* Each control hydrates as a slice of its own (decision 196); each renders one element (HydrationSlice.components.prerender.test.tsx). */}
        <HydrationSlice>
          <MobileMenu className="lg:hidden" />
        </HydrationSlice>
        {/* At least 44 px high, so its mark stays put when its name arrives on two lines. */}
        <HydrationSlice>
          <Logo className="min-h-11 justify-self-start" current={pathname === "/"} />
        </HydrationSlice>
        <HydrationSlice>
          <nav aria-label={m.nav_main_label()} className="me-2 hidden justify-self-end lg:block">
            <ul className="flex items-center gap-1">
              {mainNavItems().map((item) => (
                <li key={item.label}>
                  <ListNavLink item={item} pathname={pathname} className={linkClass} />
                </li>
              ))}
            </ul>
          </nav>
        </HydrationSlice>
        {/* 40 px high before its button is parsed too (a bare <details> is 30 px). */}
        <HydrationSlice>
          <LanguageSwitcher id="header-language" className="h-10" />
        </HydrationSlice>
      </div>
    </header>
  );
}
