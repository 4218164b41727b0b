import { useEffect, useRef, useState } from "react";
import { cn } from "../../lib/ui/class-names.ts";
import { m } from "../../paraglide/messages.js";
import { ArrowUpIcon } from "../Icons.tsx";
import { backToTopShown, ROOM_BESIDE_TEXT } from "./back-to-top.ts";

/**
 * "Back to top" button, at the inline end (left in Arabic). It appears past the threshold where it
 * covers no text (back-to-top.ts), and inverts its colours where it sits over the dark footer, so it
 * stays visible there.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const [overFooter, setOverFooter] = useState(false);
  const scroll = useRef({ previousY: 0, shown: false, overFooter: false });

  useEffect(() => {
    const roomBeside = window.matchMedia(ROOM_BESIDE_TEXT);
    const update = () => {
      const last = scroll.current;
      const y = window.scrollY;
      const shown = backToTopShown({ y, ...last, roomBeside: roomBeside.matches });
      scroll.current = { ...last, previousY: y, shown };
      setVisible(shown);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    const footer = document.getElementById("site-footer");
    // The button's bottom edge sits 24px above the viewport's; it overlaps once the footer passes that line.
    const observer = footer
      ? new IntersectionObserver(
          ([entry]) => {
            const over = Boolean(entry?.isIntersecting);
            scroll.current = { ...scroll.current, overFooter: over };
            setOverFooter(over);
            update();
          },
          { rootMargin: "0px 0px -24px 0px" },
        )
      : undefined;
    if (footer) observer?.observe(footer);
    return () => {
      window.removeEventListener("scroll", update);
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
