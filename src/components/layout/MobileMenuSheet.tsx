import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { m } from "../../paraglide/messages.js";
import { CloseIcon } from "../Icons.tsx";
import { iconButtonClass } from "../ui/button.ts";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "../ui/sheet.tsx";
import { MenuButtonLabel } from "./MenuButtonLabel.tsx";
import { NavLink } from "./NavLink.tsx";
import { menuNavItems, policyItems } from "./nav-items.ts";

const itemClass =
  "block rounded-md px-3 py-2.5 text-base font-medium text-stone-800 hover:bg-stone-100 aria-[current=page]:bg-emerald-50 aria-[current=page]:text-emerald-900";
const policyClass = "block rounded-md px-3 py-2 text-sm text-stone-600 hover:bg-stone-100 aria-[current=page]:text-emerald-900";

/**
 * The small-screen menu as a Radix Dialog side sheet: traps focus, closes on Escape and on
 * navigation. Loaded on demand by MobileMenu and opened at once.
 */
export default function MobileMenuSheet() {
  const [open, setOpen] = useState(true);
  const { pathname } = useLocation();

  // Close when the route changes, whatever caused it (a link, the back button).
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedOn.current) {
      openedOn.current = pathname;
      setOpen(false);
    }
  }, [pathname]);

  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger className={iconButtonClass}>
        <MenuButtonLabel />
      </SheetTrigger>
      <SheetContent>
        <div className="flex items-center justify-between">
          <SheetTitle className="text-lg font-bold text-stone-900">{m.menu_title()}</SheetTitle>
          <SheetClose className={iconButtonClass}>
            <CloseIcon />
            <span className="sr-only">{m.menu_close()}</span>
          </SheetClose>
        </div>
        <SheetDescription className="sr-only">{m.menu_description()}</SheetDescription>
        <nav aria-label={m.nav_main_label()}>
          <ul className="flex flex-col gap-1">
            {menuNavItems().map((item) => (
              <li key={item.label}>
                <NavLink item={item} className={itemClass} onNavigate={close} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={m.footer_policies_heading()} className="border-t border-stone-200 pt-4">
          <ul className="flex flex-col gap-1">
            {policyItems().map((item) => (
              <li key={item.label}>
                <NavLink item={item} className={policyClass} onNavigate={close} />
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
