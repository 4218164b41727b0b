// Building blocks of the long-text pages: a width-limited band, a section heading, paragraphs.
import type { ReactNode } from "react";
import type { Html, Section } from "../../content/page-text";
import { cn } from "../../lib/utils";

/** Text compiled from a Markdown field of a content file (bold, links) in the element it belongs in. */
export function Prose({ html, as: Tag = "span", className }: { html: Html; as?: "p" | "li" | "span"; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own content, compiled from Markdown at build time (build/markdown.ts).
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A full-width band with the page's content width inside. */
export function Band({ children, className, inner, id }: { children: ReactNode; className?: string; inner?: string; id?: string }) {
  return (
    <section id={id} className={cn("py-14 sm:py-20", className)}>
      <div className={cn("mx-auto max-w-6xl px-4 sm:px-6", inner)}>{children}</div>
    </section>
  );
}

/** The heading of a section (h2 unless told otherwise). */
export function Heading({ children, level = 2, className }: { children: ReactNode; level?: 2 | 3; className?: string }) {
  const Tag = level === 2 ? "h2" : "h3";
  return (
    <Tag
      className={cn(
        level === 2 ? "text-2xl font-bold sm:text-3xl" : "text-xl font-semibold",
        "tracking-tight text-stone-950 text-balance",
        className,
      )}
    >
      {children}
    </Tag>
  );
}

/** Paragraphs of rich text; `inverse` for a dark band. */
export function Paragraphs({ items, className, inverse }: { items: Html[]; className?: string; inverse?: boolean }) {
  return (
    <div className={cn("flex flex-col gap-4 text-lg leading-relaxed", inverse ? "inverse text-emerald-50" : "text-stone-700", className)}>
      {items.map((item) => (
        <Prose key={item} as="p" html={item} />
      ))}
    </div>
  );
}

/** A heading followed by its paragraphs. */
export function TextSection({ section, className }: { section: Section; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-5", className)}>
      <Heading>{section.heading}</Heading>
      <Paragraphs items={section.paragraphs} />
    </div>
  );
}
