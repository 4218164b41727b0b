import type { Html } from "#model/page-text/types.ts";
import { cn } from "../../lib/ui/class-names.ts";
import { Prose } from "./prose.tsx";

// One variant per visual property; `className` is for layout only (see heading.tsx).
const paragraphSizes = { lg: "text-lg", base: "text-base" } as const;

type ParagraphsProps = { items: Html[]; size?: keyof typeof paragraphSizes; inverse?: boolean; className?: string };

/** Paragraphs of rich text; `inverse` for a dark band. */
export function Paragraphs({ items, size = "lg", inverse, className }: ParagraphsProps) {
  return (
    <div
      className={cn(
        "flex flex-col gap-4 leading-relaxed",
        paragraphSizes[size],
        inverse ? "inverse text-emerald-50" : "text-stone-700",
        className,
      )}
    >
      {items.map((item) => (
        <Prose key={item} as="p" html={item} />
      ))}
    </div>
  );
}
