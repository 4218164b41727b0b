import type { ReactNode } from "react";
import { cn } from "../../lib/ui/class-names.ts";

// Each visual property comes from one variant (size, tone); `className` is for layout only, so no
// element carries two utilities for one property (scripts/class-conflicts.ts checks it after the build).

const headingSizes = {
  /** A section of the page (the h2 look). */
  section: "text-2xl font-bold sm:text-3xl",
  /** A card or a step (the h3 look). */
  card: "text-xl font-semibold",
  /** A small card in a grid. */
  small: "text-lg font-semibold",
} as const;

const headingTones = { default: "text-stone-950", inverse: "text-white" } as const;

type HeadingProps = {
  children: ReactNode;
  level?: 2 | 3;
  /** How big it looks; by default an h2 looks like a section and an h3 like a card. */
  size?: keyof typeof headingSizes;
  /** `inverse` on a dark band. */
  tone?: keyof typeof headingTones;
  className?: string;
};

/** The heading of a section (h2 unless told otherwise). */
export function Heading({ children, level = 2, size = level === 2 ? "section" : "card", tone = "default", className }: HeadingProps) {
  const Tag = level === 2 ? "h2" : "h3";
  return <Tag className={cn(headingSizes[size], headingTones[tone], "tracking-tight text-balance", className)}>{children}</Tag>;
}
