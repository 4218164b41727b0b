// A help guide's file → the module its page imports: the head's title and description, the header's
// heading and introduction, and the whole body as one HTML string built here at build time, like a
// policy's. The body reads complete without JavaScript: every phone's steps under its own heading
// (an open <details> each, in the fixed order iPhone, Samsung, other Android) after a menu of
// in-page links; src/components/GuidePage.tsx only reorders and folds them once the page runs
// (decision 100). The help index's list of guides is compiled here too.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileOf, guides, pageCollections } from "../model/collections.ts";
import { guideSchema, installerSchema } from "../model/content-schemas.ts";
import { type Locale, localizePath } from "../model/locales.ts";
import { absoluteUrl, guidePlatforms, guideSlugs } from "../model/pages.ts";
import type { SiteConfig } from "../src/config/schema.ts";
import type { GuideSummary, GuideText } from "../src/page-text/types.ts";
import { parseMarkdownFile } from "./content-file.ts";
import { escapeHtml, markdownRenderer } from "./markdown.ts";

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
  const guide = guideSchema.parse(parseMarkdownFile(source).frontmatter);
  const messages = readMessages(root, locale);
  const render = markdownRenderer({ locale, config, newTab: message(messages, "opens_new_tab"), styled: false });
  const inline = (text: string) => keepWordsWhole(render.inline(text));
  const parts: string[] = [];

  if (guide.before?.length) {
    parts.push(
      `<section aria-labelledby="before" class="guide-before"><h2 id="before">${escapeHtml(message(messages, "help_before_heading"))}</h2><ul>${guide.before.map((item) => `<li>${inline(item)}</li>`).join("")}</ul></section>`,
    );
  }

  if (guide.contents && guide.sections?.length) {
    const answers = guide.sections.filter((section) => section.id !== "next");
    parts.push(
      `<nav aria-labelledby="contents" class="guide-contents"><h2 id="contents">${escapeHtml(guide.contents)}</h2><ul>${answers
        .map((section) => `<li><a href="#${section.id}">${keepWordsWhole(escapeHtml(section.heading))}</a></li>`)
        .join("")}</ul></nav>`,
    );
  }

  const platformName = (platform: string) => escapeHtml(message(messages, `help_platform_${platform}`));
  parts.push(
    `<nav aria-label="${escapeHtml(message(messages, "help_platform_menu"))}" class="guide-platform-menu"><ul>${guidePlatforms
      .map((platform) => `<li><a href="#${platform}">${platformName(platform)}</a></li>`)
      .join("")}</ul></nav>`,
  );
  const blocks = guidePlatforms.map((platform) => {
    const { steps, note } = guide.platforms[platform];
    return `<details open id="${platform}" data-platform="${platform}" class="guide-platform"><summary><h2>${platformName(platform)}</h2></summary><ol>${steps
      .map((step) => `<li>${inline(step)}</li>`)
      .join("")}</ol>${note ? `<p class="guide-note">${inline(note)}</p>` : ""}</details>`;
  });
  parts.push(`<div class="guide-platforms" data-guide-platforms>${blocks.join("")}</div>`);

  for (const section of guide.sections ?? []) {
    parts.push(
      `<section aria-labelledby="${section.id}"><h2 id="${section.id}">${keepWordsWhole(escapeHtml(section.heading))}</h2>${section.paragraphs.map((p) => paragraph(section.id, p)).join("")}</section>`,
    );
  }

  /** In the "next" section, a paragraph that is only a link is the page's main button (the way on). */
  function paragraph(sectionId: string, text: string) {
    const isAction = sectionId === "next" && /^\[[^\]]+\]\([^)\s]+\)$/.test(text.trim());
    return isAction ? `<p class="guide-next-action">${inline(text)}</p>` : `<p>${inline(text)}</p>`;
  }

  const pageUrl = absoluteUrl(config.siteUrl, localizePath(`/help/${slug}`, locale));
  parts.push(
    `<p class="guide-share"><a href="${escapeHtml(whatsAppShareUrl(guide.heading, pageUrl))}" target="_blank" rel="noopener noreferrer">${escapeHtml(message(messages, "help_share_whatsapp"))}<span class="sr-only"> ${escapeHtml(message(messages, "opens_new_tab"))}</span></a></p>`,
  );

  return {
    title: guide.title,
    description: guide.description,
    heading: guide.heading,
    // The introduction sits in the page's header, among styled text: its links carry the site's link style.
    intro: keepWordsWhole(
      markdownRenderer({ locale, config, newTab: message(messages, "opens_new_tab"), styled: true }).inline(guide.intro),
    ),
    html: `<div class="policy-prose guide">${parts.join("")}</div>`,
  };
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
