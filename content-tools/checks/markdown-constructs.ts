// What a Markdown text may be made of, by where it is written: the set the renderer draws, each
// element with its class (content-tools/markdown.ts, decision 202). A page's, a guide's or the
// notice's field is drawn inline, inside the element its component gives it, so it holds sentences,
// **bold** and [links](target); a policy's body is drawn as blocks, so it holds paragraphs, lists,
// `###` subheadings and the `## N. Title {#anchor}` lines that start its sections
// (policy-sections.ts). Anything else would show visitors a literal `##` or `- ` in a field, or
// an element with no class in a policy: the build refuses it, naming what was written. The editor
// offers the same set on its toolbar (editor/schema-fields.ts).
import { marked, type Token } from "marked";

/** Where a Markdown text is drawn: inline in a field, or as the blocks of a policy's body. */
export type MarkdownKind = "inline" | "body";

/** marked's token types each kind may hold (HTML and images are refused on their own, links.ts). */
const allowed: Record<MarkdownKind, ReadonlySet<string>> = {
  inline: new Set(["paragraph", "space", "text", "strong", "link", "escape", "br", "html", "image"]),
  body: new Set(["paragraph", "space", "text", "strong", "link", "escape", "br", "html", "image", "list", "list_item", "heading"]),
};

/** How a construct is named to an editor, with what it looks like as written. */
const names: Record<string, string> = {
  heading: "a heading (## …)",
  list: "a list (- … or 1. …)",
  list_item: "a list (- … or 1. …)",
  em: "italics (*…* or _…_)",
  blockquote: "a quotation (> …)",
  hr: "a rule (---)",
  code: "a code block",
  codespan: "code (`…`)",
  table: "a table",
  del: "struck-through text (~~…~~)",
  def: "a link definition ([name]: target)",
};

const say: Record<MarkdownKind, string> = {
  inline: "in this field write sentences, **bold** and [words](target)",
  body: "in a policy write paragraphs, **bold**, [words](target), lists, ### subheadings and the ## N. Title {#anchor} lines of its sections",
};

/** Each construct of `markdown` its kind may not hold, as a message for the build's report. */
export function constructProblems(markdown: string, kind: MarkdownKind): string[] {
  const found = new Set<string>();
  const tokens = marked.lexer(markdown);
  // A level-2 heading starts a section only as a line of its own beginning with `## `, the lines
  // policy-sections.ts splits the body at; marked also reads `##` after spaces or a tab, or a line
  // underlined with `---`, as one, which would be drawn as a bare <h2> inside a section.
  const sectionLines = new Set(tokens.filter((token) => token.type === "heading" && token.raw.startsWith("## ")));
  marked.walkTokens(tokens, (token: Token) => {
    if (!allowed[kind].has(token.type)) found.add(names[token.type] ?? `Markdown it cannot show (${token.type})`);
    // Only `##` (a policy's sections) and `###` (their subheadings) are drawn with a class.
    else if (token.type === "heading" && !(token.depth === 3 || (token.depth === 2 && sectionLines.has(token))))
      found.add(
        token.depth === 2
          ? "a heading of level 2 not written as a section's line (## N. Title {#anchor})"
          : `a heading of level ${token.depth}`,
      );
  });
  return [...found].map((construct) => `holds ${construct}: ${say[kind]}`);
}
