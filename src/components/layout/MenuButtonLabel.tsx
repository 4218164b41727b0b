import { m } from "../../paraglide/messages.js";
import { MenuIcon } from "../Icons.tsx";

/**
 * What the menu button shows, whichever element carries it: the footer link without JavaScript,
 * the stand-in button while the sheet's code loads (MobileMenu), and the sheet's own trigger
 * (MobileMenuSheet). Kept apart from the sheet so pages get it without the Dialog code.
 */
export function MenuButtonLabel() {
  return (
    <>
      <MenuIcon />
      <span className="sr-only">{m.menu_open()}</span>
    </>
  );
}
