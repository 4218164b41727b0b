// The four fields at the top of every page and policy file (title, description, heading, intro),
// and the translation's fingerprint: each page's schema spreads them, and a policy's frontmatter is
// nothing else (its text is the Markdown body).
import { z } from "zod";
import { type EditorMeta, sourceHash, text } from "./fields.ts";

/** The top of every page and policy file. */
export const pageMeta = {
  title: text(
    "The page's name in the browser tab and in search results (the site's name is added after it). About 60 characters at most.",
    "Browser tab title",
  ),
  description: text("One or two sentences shown under the title in search results and link previews. About 150 characters.").meta({
    title: "Search description",
    multiline: true,
  } satisfies EditorMeta),
  heading: text("The page's main heading, at the top of the page.", "Main heading"),
  intro: text("The short paragraph under the main heading.").meta({ title: "Introduction", multiline: true } satisfies EditorMeta),
  source_hash: sourceHash,
};

/** The top of a page or policy file as its data has it (model/page-text/types.ts's PageMetaText). */
export type PageMeta = z.output<z.ZodObject<typeof pageMeta>>;

/** The frontmatter of a policy (content/policies/<locale>/<slug>.md); its text is the Markdown body. */
export const policyFrontmatter = z.object(pageMeta).strict();
