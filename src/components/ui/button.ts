import { cn } from "../../lib/utils";

const variants = {
  primary: "bg-emerald-800 text-white hover:bg-emerald-900",
  secondary: "border border-emerald-800 bg-white text-emerald-900 hover:bg-emerald-50",
  light: "bg-white text-emerald-950 hover:bg-emerald-50",
  outlineLight: "border border-white/70 text-white hover:bg-white/10",
} as const;

/** Classes of a link styled as a button. */
export function buttonClass(variant: keyof typeof variants = "primary", className?: string) {
  return cn(
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-5 py-3 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700",
    variants[variant],
    className,
  );
}
