// A help guide's file → the module its page imports: the file's fields as data, with HTML only where
// the file has Markdown (a step, a note, a paragraph), and the address that shares the guide on
// WhatsApp. The markup is src/components/pages/GuideBody.tsx's alone (decision 192). The help
// index's list of guides is compiled here too.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileOf, guides, pageCollections } from "#model/collections.ts";
import type { SiteConfig } from "#model/config/schema.ts";
import { guideSchema, isGuideAction } from "#model/content-schemas/guide-schema.ts";
import { installerSchema } from "#model/content-schemas/index-and-tool-schemas.ts";
import { type Locale, localizePath } from "#model/locales.ts";
import type { GuideSummary, GuideText } from "#model/page-text/types.ts";
import { absoluteUrl, type GuideSlug, guideSlugs } from "#model/pages.ts";
import { mapMarkdown } from "#model/schema-json.ts";
import { parseMarkdownFile } from "./content-file.ts";
import { markdownRenderer } from "./markdown.ts";
import { readMessage } from "./messages.ts";

/** The WhatsApp share address: the guide's heading and its address, for `wa.me` to put in a new message. */
export function whatsAppShareUrl(heading: string, pageUrl: string) {
  return `https://wa.me/?text=${encodeURIComponent(`${heading}\n${pageUrl}`)}`;
}

export function compileGuide(source: string, slug: GuideSlug, locale: Locale, config: SiteConfig, root: string): GuideText {
  // The fingerprint is the translators' (content-tools/source-hash.ts), not the guide's.
  const { source_hash: _, ...frontmatter } = parseMarkdownFile(source).frontmatter;
  const written = guideSchema.parse(frontmatter);
  const newTab = readMessage(root, locale, "opens_new_tab");
  const render = markdownRenderer({ locale, config, newTab, wordsWhole: true });
  const { sections, ...compiled } = mapMarkdown(guideSchema, written, (text) => render.inline(text));
  const pageUrl = absoluteUrl(config.siteUrl, localizePath(`/help/${slug}`, locale));
  return {
    ...compiled,
    ...(sections && {
      sections: sections.map(({ id, heading, paragraphs }, index) => ({
        id,
        heading,
        paragraphs: paragraphs.map((html, at) => {
          const markdown = written.sections?.[index]?.paragraphs[at] ?? "";
          return isGuideAction(id, markdown) ? render.action(markdown) : html;
        }),
      })),
    }),
    share: whatsAppShareUrl(written.heading, pageUrl),
  };
}

/**
 * The guides of a locale as the help index lists them: path under /help, heading, description and
 * sections (id and heading); the installer (content/pages/<locale>/installer.md) right after the
 * install guide it serves.
 */
export function guideSummaries(root: string, locale: Locale): GuideSummary[] {
  const installer = installerSchema.parse(
    parseMarkdownFile(readFileSync(join(root, fileOf(pageCollections.installer, locale, "installer")), "utf8")).frontmatter,
  );
  return guideSlugs.flatMap((slug) => {
    const guide = guideSchema.parse(parseMarkdownFile(readFileSync(join(root, guideFile(locale, slug)), "utf8")).frontmatter);
    const sections = (guide.sections ?? []).map(({ id, heading }) => ({ id, heading }));
    const entry = { slug, heading: guide.heading, description: guide.description, sections };
    return slug === "install"
      ? [entry, { slug: "installer", heading: installer.heading, description: installer.description, sections: [] }]
      : [entry];
  });
}

export function guideFile(locale: Locale, slug: GuideSlug) {
  return fileOf(guides, locale, slug);
}
