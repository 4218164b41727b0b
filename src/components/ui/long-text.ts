// The classes of what only React renders in a long text (a policy, a help guide): its column, its
// sections and their headings. The elements the Markdown renderer makes too (paragraphs, lists,
// links, bold words) take their classes from model/long-text-classes.ts, in JSX as in the HTML.
import { cn } from "../../lib/ui/class-names.ts";

/** The column a long text is read in. */
export const longTextColumn = "max-w-3xl text-base leading-relaxed text-stone-800";

/** The look of a long text's section headings; the size is the caller's (a section's or a phone's). */
const headingLook = "scroll-mt-24 font-bold text-balance text-stone-950 print:break-after-avoid";

/**
 * A section's heading. The first of a text sits closer to what is above it; a heading's anchor
 * (`#renewals`) scrolls it clear of the sticky header.
 */
export function sectionHeadingClass(position: "first" | "next" = "next") {
  return cn(headingLook, position === "first" ? "mt-6" : "mt-12", "mb-4 text-2xl");
}

/** A phone's heading in a guide, inside its block (it holds the block's open and close button). */
export const phoneHeadingClass = cn(headingLook, "my-0 flex min-h-11 items-center gap-2 text-xl");

/** A section of a long text: a printed page may break inside it. */
export const sectionClass = "print:break-inside-auto";
