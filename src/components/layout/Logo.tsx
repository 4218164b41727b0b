import { cn } from "../../lib/ui/class-names.ts";
import { m } from "../../paraglide/messages.js";
import { SiteLink } from "../SiteLink.tsx";

/** The site's mark and name, linking home (current on the home page); `className` is for layout only. */
export function Logo({ className, current }: { className?: string; current?: boolean }) {
  return (
    <SiteLink to="/" current={current} className={cn("inline-flex items-center gap-2 rounded-md font-bold text-emerald-900", className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#14532d" />
        <path d="M9 13a10 10 0 0 1 14 0M11.8 16.2a6 6 0 0 1 8.4 0" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
        <circle cx="16" cy="20.5" r="2.2" fill="#f2c94c" />
      </svg>
      <span className="text-base leading-tight">{m.site_name()}</span>
    </SiteLink>
  );
}
