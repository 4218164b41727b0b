// A white card on the page. `featured` marks the preferred option (cash donation, urgent requests)
// with a green border, `link` a card that is a link as a whole; `item` is a smaller card among several in a grid or list.
import { cn } from "../../lib/ui/class-names.ts";

const tones = {
  plain: "border-stone-200",
  featured: "border-emerald-700 ring-1 ring-emerald-700",
  /** A card that is one link as a whole (the policies): its border turns green under the pointer. */
  link: "border-stone-200 hover:border-emerald-700",
} as const;

const sizes = {
  /** A card that holds a part of the page: a donation option, a form, the not-found message. */
  page: "rounded-2xl p-6 sm:p-8",
  /** One of several cards in a grid or list (the people the program helps, the plans, the policies). */
  item: "rounded-xl p-6",
} as const;

/** Classes of a card; `className` is for layout only (flex, gap, scroll margin). */
export function cardClass(
  tone: keyof typeof tones = "plain",
  { size = "page", className }: { size?: keyof typeof sizes; className?: string } = {},
) {
  return cn("border bg-white shadow-sm", sizes[size], tones[tone], className);
}
