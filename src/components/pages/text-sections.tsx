// Building blocks of the long-text pages: a width-limited band, a section heading, paragraphs.
import type { ReactNode } from "react";
import { cn } from "../../lib/ui/class-names.ts";
import type { Html, Section } from "../../page-text/types";

/** Text compiled from a Markdown field of a content file (bold, links) in the element it belongs in. */
export function Prose({ html, as: Tag = "span", className }: { html: Html; as?: "p" | "li" | "span"; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own content, compiled from Markdown at build time (content-tools/markdown.ts).
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

// Each visual property comes from one variant (size, tone); `className` is for layout only, so no
// element carries two utilities for one property (tests/e2e/class-conflicts.spec.ts checks it).

/** A full-width band with the page's content width inside. */
export function Band({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  return (
    <section id={id} className={cn("py-14 sm:py-20", className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  );
}

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

/** A section's heading and its one-paragraph introduction, at reading width. */
export function SectionIntro({ heading, intro }: { heading: string; intro: Html }) {
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <Heading>{heading}</Heading>
      <Prose as="p" className="text-lg leading-relaxed text-stone-700" html={intro} />
    </div>
  );
}

/** A heading followed by its paragraphs; `compact` for a note (the tax information). */
export function TextSection({ section, compact, className }: { section: Section; compact?: boolean; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-5", className)}>
      <Heading size={compact ? "card" : "section"}>{section.heading}</Heading>
      <Paragraphs items={section.paragraphs} size={compact ? "base" : "lg"} />
    </div>
  );
}
