// A help guide's file → the module its page imports: the file's fields as data, with HTML only where
// the file has Markdown (a step, a note, a paragraph), and the address that shares the guide on
// WhatsApp. The markup is src/components/pages/GuideBody.tsx's alone (decision 192). The help
// index's list of guides is compiled here too.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileOf, guides, pageCollections } from "../model/collections.ts";
import type { SiteConfig } from "../model/config/schema.ts";
import { guideSchema, installerSchema } from "../model/content-schemas.ts";
import { type Locale, localizePath } from "../model/locales.ts";
import type { GuideSummary, GuideText, Html } from "../model/page-text/types.ts";
import { absoluteUrl, guideSlugs } from "../model/pages.ts";
import { type FieldPath, mapMarkdown } from "../model/schema-json.ts";
import { parseMarkdownFile } from "./content-file.ts";
import { markdownRenderer } from "./markdown.ts";

type Messages = Record<string, string>;

function readMessages(root: string, locale: Locale): Messages {
  return JSON.parse(readFileSync(join(root, `messages/${locale}.json`), "utf8"));
}

function message(messages: Messages, key: string) {
  const text = messages[key];
  if (!text) throw new Error(`no message ${key}`);
  return text;
}

/** The WhatsApp share address: the guide's heading and its address, for `wa.me` to put in a new message. */
export function whatsAppShareUrl(heading: string, pageUrl: string) {
  return `https://wa.me/?text=${encodeURIComponent(`${heading}\n${pageUrl}`)}`;
}

export function compileGuide(source: string, slug: string, locale: Locale, config: SiteConfig, root: string): GuideText {
  const { source_hash: _, guide: __, sections, ...fields } = guideSchema.parse(parseMarkdownFile(source).frontmatter);
  const newTab = message(readMessages(root, locale), "opens_new_tab");
  const prose = markdownRenderer({ locale, config, newTab, styled: false });
  // The introduction sits in the page's header, among styled text: its links carry the site's link style.
  const header = markdownRenderer({ locale, config, newTab, styled: true });
  const html = (text: string, path: FieldPath) => keepWordsWhole((path[0] === "intro" ? header : prose).inline(text)) as Html;
  const compiled = mapMarkdown(guideSchema, fields, html) as Omit<GuideText, "sections" | "share">;
  const pageUrl = absoluteUrl(config.siteUrl, localizePath(`/help/${slug}`, locale));
  return {
    ...compiled,
    ...(sections && {
      sections: sections.map(({ id, heading, paragraphs }) => ({
        id,
        heading,
        paragraphs: paragraphs.map((text) => {
          const paragraph = html(text, ["sections"]);
          return isAction(id, text) ? { action: paragraph } : paragraph;
        }),
      })),
    }),
    share: whatsAppShareUrl(fields.heading, pageUrl),
  };
}

/** In the "next" section, a paragraph that is only a link is the page's main button (the way on). */
function isAction(sectionId: string, markdown: string) {
  return sectionId === "next" && /^\[[^\]]+\]\([^)\s]+\)$/.test(markdown.trim());
}

/**
 * "Wi-Fi" kept on one line: a line may break at its hyphen, which leaves "Wi-" at the end of a line
 * and "Fi" at the start of the next (worst in Arabic, where the Latin word sits in right-to-left text).
 * Only text between tags is touched, never an attribute.
 */
export function keepWordsWhole(html: string) {
  return html.replace(
    /(^|>)([^<]+)/g,
    (_, edge: string, text: string) => edge + text.replace(/Wi-Fi/g, '<span class="nowrap">Wi-Fi</span>'),
  );
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

export function guideFile(locale: Locale, slug: string) {
  return fileOf(guides, locale, slug);
}
