import { type Ref, Suspense, useEffect, useRef } from "react";
import { useAppStarted } from "../../lib/bootstrap/app-started.ts";
import { cn } from "../../lib/ui/class-names.ts";
import { onDemand, useActivated } from "../../lib/ui/on-demand.ts";
import { iconButtonClass } from "../ui/button.ts";
import { MenuButtonLabel } from "./MenuButtonLabel.tsx";

const MobileMenuSheet = onDemand(() => import("./MobileMenuSheet.tsx"), FooterLinkFollowed);

/**
 * The small-screen menu button. Without JavaScript it links to the footer, which lists every page;
 * with it, it opens the side sheet, whose code is fetched when the visitor reaches for it.
 */
export function MobileMenu({ className }: { className?: string }) {
  const hydrated = useAppStarted();
  const [activated, activate] = useActivated();

  if (!hydrated) return <FooterLink className={className} />;
  const standIn = (busy: boolean) => (
    <button
      type="button"
      className={iconButtonClass}
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-busy={busy || undefined}
      onPointerEnter={MobileMenuSheet.preload}
      onFocus={MobileMenuSheet.preload}
      onTouchStart={MobileMenuSheet.preload}
      onClick={activate}
    >
      <MenuButtonLabel />
    </button>
  );
  return (
    <div className={cn("contents", className)}>
      {activated ? (
        <Suspense fallback={standIn(true)}>
          <MobileMenuSheet.Component />
        </Suspense>
      ) : (
        standIn(false)
      )}
    </div>
  );
}

/** The button without JavaScript: a link to the footer, which lists every page. */
function FooterLink({ className, ref }: { className?: string; ref?: Ref<HTMLAnchorElement> }) {
  return (
    <a ref={ref} href="#site-footer" className={cn(iconButtonClass, className)}>
      <MenuButtonLabel />
    </a>
  );
}

/** When the sheet's code cannot be downloaded: the link, followed at once, as the tap asked. */
function FooterLinkFollowed() {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.click(), []);
  return <FooterLink ref={link} />;
}
