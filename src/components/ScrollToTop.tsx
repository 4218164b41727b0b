import { useEffect, useState } from "react";
import { cn } from "../lib/ui/class-names.ts";
import { m } from "../paraglide/messages.js";
import { ArrowUpIcon } from "./Icons.tsx";

/** Shown once the page is scrolled past this many pixels (the product specification's threshold). */
export const SCROLL_TOP_THRESHOLD = 500;

/**
 * "Back to top" button. It appears past the threshold and inverts its colours where it sits over
 * the dark footer, so it stays visible there.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const [overFooter, setOverFooter] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    const footer = document.getElementById("site-footer");
    // The button's bottom edge sits 24px above the viewport's; it overlaps once the footer passes that line.
    const observer = footer
      ? new IntersectionObserver(([entry]) => setOverFooter(Boolean(entry?.isIntersecting)), { rootMargin: "0px 0px -24px 0px" })
      : undefined;
    if (footer) observer?.observe(footer);
    return () => {
      window.removeEventListener("scroll", onScroll);
      observer?.disconnect();
    };
  }, []);

  const toTop = () => {
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={toTop}
      hidden={!visible}
      data-over-footer={overFooter || undefined}
      className={cn(
        "fixed bottom-6 end-6 z-20 inline-flex size-12 items-center justify-center rounded-full shadow-lg transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
        overFooter
          ? "bg-white text-emerald-900 ring-1 ring-stone-300 focus-visible:outline-white"
          : "bg-emerald-800 text-white hover:bg-emerald-900 focus-visible:outline-emerald-700",
      )}
    >
      <ArrowUpIcon />
      <span className="sr-only">{m.scroll_to_top()}</span>
    </button>
  );
}
