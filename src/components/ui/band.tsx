import type { ReactNode } from "react";
import { cn } from "../../lib/ui/class-names.ts";
import { HydrationSlice } from "../start/HydrationSlice.tsx";

/** A full-width band with the page's content width inside, hydrated as a slice; `className` is for layout only. */
export function Band({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  return (
    <HydrationSlice>
      <section id={id} className={cn("py-14 sm:py-20", className)}>
        <div className="mx-auto max-w-6xl px-4 sm:px-6">{children}</div>
      </section>
    </HydrationSlice>
  );
}
