import type { Html } from "../../../model/page-text/types.ts";

/** Text compiled from a Markdown field of a content file (bold, links) in the element it belongs in. */
export function Prose({ html, as: Tag = "span", className }: { html: Html; as?: "p" | "li" | "span" | "div"; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own content, compiled from Markdown at build time (content-tools/markdown.ts).
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
