// A link or label styled as a button: one of the looks of model/button-classes.ts, which the
// Markdown renderer shares. Callers pass only layout classes (`self-start`, `w-full`), never a
// utility that would fight the look's.
import { type ButtonSize, type ButtonTone, buttonLook } from "#model/button-classes.ts";
import { cn } from "../../lib/ui/class-names.ts";

/** Classes of a link styled as a button; `className` is for layout only. */
export function buttonClass(tone: ButtonTone = "primary", { size = "md", className }: { size?: ButtonSize; className?: string } = {}) {
  return cn(buttonLook(tone, size), className);
}

/** A square button that shows only an icon (the menu's open and close buttons); its name is in an sr-only span. */
export const iconButtonClass =
  "inline-flex size-10 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-700";
