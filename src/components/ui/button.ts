// A link or label styled as a button. Each property is set by exactly one variant, so callers pass
// only layout classes (`self-start`, `w-full`), never a utility that would fight a variant's.
import { cn } from "../../lib/ui/class-names.ts";

const tones = {
  primary: "bg-emerald-800 text-white hover:bg-emerald-900",
  secondary: "border border-emerald-800 bg-white text-emerald-900 hover:bg-emerald-50",
  light: "bg-white text-emerald-950 hover:bg-emerald-50",
  outlineLight: "border border-white/70 text-white hover:bg-white/10",
} as const;

const sizes = {
  /** The page's calls to action. */
  md: "min-h-12 px-5 py-3 text-base",
  /** A row of small buttons (the social links). */
  sm: "min-h-11 px-4 py-2 text-sm",
} as const;

/** Classes of a link styled as a button; `className` is for layout only. */
export function buttonClass(
  tone: keyof typeof tones = "primary",
  { size = "md", className }: { size?: keyof typeof sizes; className?: string } = {},
) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700",
    tones[tone],
    sizes[size],
    className,
  );
}

/** A square button that shows only an icon (the menu's open and close buttons); its name is in an sr-only span. */
export const iconButtonClass =
  "inline-flex size-10 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-700";
