// The checks of a Markdown text, wherever it is written (a page's field, a policy's body, a guide's
// step, a data file's wording): Markdown only, no HTML or image (decision 181), and every link to a
// target that exists: a link parameter, a page, a section of a page (link-targets.ts decides, for
// the renderer too). The sections a link may name are read here, once: a policy's from its English
// file, a guide's phones and the sections of its English file, the other pages' from model/pages.ts.
import { marked } from "marked";
import { fileOf, guides, policies } from "#model/collections.ts";
import { guideSchema } from "#model/content-schemas/guide-schema.ts";
import { baseLocale } from "#model/locales.ts";
import { guidePlatforms, pageAnchors } from "#model/pages.ts";
import { parseMarkdownFile } from "../content-file.ts";
import type { ContentSource } from "../content-source.ts";
import { classifyLinkTarget } from "../link-targets.ts";
import { policySections } from "../policy-sections.ts";
import { constructProblems, type MarkdownKind } from "./markdown-constructs.ts";

/**
 * What a text field may not hold: raw HTML (`<img …>`, `<iframe>`, `<form>`, `<a href=…>`, a
 * comment) and images, as written. The text is Markdown only (decision 181): the build refuses the
 * rest, naming the file and the field, and the renderer escapes any that got past (markdown.ts).
 */
export function markupIn(markdown: string) {
  const found: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    // A closing tag (`</a>`) is reported with its opening one.
    if ((token.type === "html" && !/^<\//.test(token.raw)) || token.type === "image") found.push(token.raw.trim());
  });
  return found;
}

function linkTargets(markdown: string) {
  const hrefs: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === "link") hrefs.push(token.href);
  });
  return hrefs;
}

/** The sections of each page, by its path: what a link's `#anchor` must name. */
export type SectionsOf = (path: string) => readonly string[];

/**
 * An English file, or nothing when it is missing or its frontmatter is not YAML: the file's own
 * check reports that, naming the file (per-locale-files.ts), and its links then find no section.
 */
function englishSource(content: ContentSource, file: string) {
  const text = content.read(file);
  if (text === undefined) return undefined;
  try {
    return parseMarkdownFile(text);
  } catch {
    return undefined;
  }
}

/** The sections of the pages whose text is in `content`: the policies' and the guides' read from their English files. */
export function sectionsIn(content: ContentSource): SectionsOf {
  // Links to `/policy#anchor` must find one of the English policy's numbered sections.
  const anchors = new Map<string, string[]>();
  for (const slug of policies.names) {
    const source = englishSource(content, fileOf(policies, baseLocale, slug));
    if (source)
      anchors.set(
        policies.pathOf(slug),
        policySections(source.body).sections.map((s) => s.id),
      );
  }

  // A guide's anchors: each phone's block, and the sections of the English file.
  for (const slug of guides.names) {
    // Through the schema's own field: sections that do not fit it (the file's check says why) give no anchor.
    const sections = guideSchema.shape.sections.safeParse(englishSource(content, fileOf(guides, baseLocale, slug))?.frontmatter.sections);
    const ids = sections.data?.map((section) => section.id) ?? [];
    anchors.set(guides.pathOf(slug), [...guidePlatforms, ...ids]);
  }
  return (path) => anchors.get(path) ?? (pageAnchors as Record<string, readonly string[]>)[path] ?? [];
}

/**
 * What is wrong with a Markdown text written on the page at `pagePath`: its HTML or images, what
 * its kind may not hold (markdown-constructs.ts), then each link that goes nowhere.
 */
export function markdownProblems(text: string, pagePath: string, sectionsOf: SectionsOf, kind: MarkdownKind = "inline"): string[] {
  const problems: string[] = [];
  const markup = markupIn(text);
  if (markup.length) {
    const shown = markup.map((tag) => (tag.length > 60 ? `${tag.slice(0, 60)}…` : tag)).join(", ");
    problems.push(`holds HTML or an image (${shown}): write Markdown only, **bold** and [words](target)`);
  }
  problems.push(...constructProblems(text, kind));
  for (const href of linkTargets(text)) {
    const target = classifyLinkTarget(href, { pagePath, of: sectionsOf });
    if (target.kind === "invalid") problems.push(target.reason);
  }
  return problems;
}
