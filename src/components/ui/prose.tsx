import type { Html } from "#model/page-text/types.ts";

type ProseProps = {
  html: Html;
  as?: "p" | "li" | "span" | "div";
  className?: string;
  /** For a text in another language than the page's (the notice's English stand-in). */
  lang?: string;
  dir?: "ltr" | "rtl";
};

/**
 * Text compiled from a Markdown field of a content file (bold, links, paragraphs, lists) in the
 * element it belongs in: the one place compiled HTML enters the page. Its elements carry their own
 * classes (content-tools/markdown.ts), so it looks the same wherever it is put.
 */
export function Prose({ html, as: Tag = "span", className, lang, dir }: ProseProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own content, compiled from Markdown at build time (content-tools/markdown.ts).
  return <Tag className={className} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: html }} />;
}
