// The sections the long-text pages are made of, built from the ui/ primitives.

import type { Html, Section } from "#model/page-text/types.ts";
import { cn } from "../../lib/ui/class-names.ts";
import { Heading } from "../ui/heading.tsx";
import { Paragraphs } from "../ui/paragraphs.tsx";
import { Prose } from "../ui/prose.tsx";

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
