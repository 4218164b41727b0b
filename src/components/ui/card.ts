// A white card on the page: the donate options and the contact cards. `featured` marks the
// preferred option (cash donation, urgent requests) with a green border.
import { cn } from "../../lib/utils";

const tones = {
  plain: "border-stone-200",
  featured: "border-emerald-700 ring-1 ring-emerald-700",
} as const;

/** Classes of a card; `className` is for layout only (gap, scroll margin). */
export function cardClass(tone: keyof typeof tones = "plain", className?: string) {
  return cn("rounded-2xl border bg-white p-6 shadow-sm sm:p-8", tones[tone], className);
}
