import { useHydrated } from "@tanstack/react-router";
import { Suspense } from "react";
import { onDemand, useActivated } from "../lib/use-on-demand";
import { cn } from "../lib/utils";
import { m } from "../paraglide/messages";
import { MenuIcon } from "./icons";

const MobileMenuSheet = onDemand(() => import("./MobileMenuSheet"));

// Kept in step with menuButtonClass in MobileMenuSheet.tsx (not imported: that would pull the
// Dialog code into every page).
const buttonClass =
  "inline-flex size-10 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-700";

/**
 * The small-screen menu button. Without JavaScript it links to the footer, which lists every page;
 * with it, it opens the side sheet, whose code is fetched when the visitor reaches for it.
 */
export function MobileMenu({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const [activated, activate] = useActivated();
  const face = (
    <>
      <MenuIcon />
      <span className="sr-only">{m.menu_open()}</span>
    </>
  );

  if (!hydrated) {
    return (
      <a href="#site-footer" className={cn(buttonClass, className)}>
        {face}
      </a>
    );
  }
  const standIn = (busy: boolean) => (
    <button
      type="button"
      className={buttonClass}
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-busy={busy || undefined}
      onPointerEnter={MobileMenuSheet.preload}
      onFocus={MobileMenuSheet.preload}
      onTouchStart={MobileMenuSheet.preload}
      onClick={activate}
    >
      {face}
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
