// Turns the long texts in content/ (Markdown, one file per page per locale) into small JS modules at
// build time, so no Markdown parser ships to the browser and each locale's text is its own chunk.
// Links are resolved here: `servicesLink`, `travelLink`, `distributionPolicyLink` and site paths
// (given the locale prefix); links to other sites open in a new tab and say so.
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname } from "node:path";
import { Marked, type Tokens } from "marked";
import type { Plugin } from "vite";
import type { SiteConfig } from "../src/config/schema.ts";
import { isLocale, type Locale, locales, localizePath } from "../src/lib/locale.js";
import { policyPaths } from "../src/lib/pages.js";

/** A section of a long text: `## 3. Heading {#anchor}` and what follows it (title in plain text, body in HTML). */
type ContentSection = { id: string; number: string; title: string; html: string };

/** A long text as the pages receive it: its table of contents and numbered sections, as HTML. */
export type ContentDocument = { html: string };

const headingLine = /^## (\d+)\.\s+(.+?)\s*\{#([a-z0-9-]+)\}\s*$/;

function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Parses one Markdown file of content/ into a ContentDocument; throws with the file's name on a malformed one. */
export function parseContent(source: string, file: string, locale: Locale, config: SiteConfig): ContentDocument {
  const messages = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Record<string, string>;
  const newTab = messages.opens_new_tab ?? "";
  const special: Record<string, string> = {
    servicesLink: config.requestSiteUrl,
    travelLink: config.travelStoreUrl,
    distributionPolicyLink: "/distribution-policy",
  };
  const marked = new Marked({
    gfm: true,
    renderer: {
      link(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, { href, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const target = special[href] ?? href;
        if (/^https?:\/\//.test(target)) {
          return `<a href="${escapeHtml(target)}" target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> ${escapeHtml(newTab)}</span></a>`;
        }
        if (target.startsWith("#")) return `<a href="${escapeHtml(target)}">${text}</a>`;
        if (target.startsWith("/")) {
          const [path = "/", hash] = target.split("#");
          return `<a href="${escapeHtml(localizePath(path, locale))}${hash ? `#${escapeHtml(hash)}` : ""}">${text}</a>`;
        }
        throw new Error(`${file}: unknown link target "${href}"`);
      },
    },
  });

  const body = source;

  const sections: ContentSection[] = [];
  let intro = "";
  let current: { id: string; number: string; title: string; lines: string[] } | undefined;
  const flush = () => {
    if (current)
      sections.push({ id: current.id, number: current.number, title: current.title, html: String(marked.parse(current.lines.join("\n"))) });
  };
  for (const line of body.split("\n")) {
    if (line.startsWith("## ")) {
      const heading = headingLine.exec(line);
      if (!heading) throw new Error(`${file}: a section heading must read "## N. Heading {#anchor}": ${line}`);
      flush();
      const [, number = "", title = "", id = ""] = heading;
      if (String(sections.length + 1) !== number) throw new Error(`${file}: section ${number} is out of order`);
      current = { id, number, title, lines: [] };
    } else if (current) {
      current.lines.push(line);
    } else {
      intro += `${line}\n`;
    }
  }
  flush();
  if (!sections.length) throw new Error(`${file}: no numbered sections`);
  return { html: renderDocument(String(marked.parse(intro)), sections, messages.policy_toc_heading ?? "") };
}

/** The table of contents beside the article, laid out by the page's grid. */
function renderDocument(introHtml: string, sections: ContentSection[], tocHeading: string) {
  const toc = sections.map((s) => `<li><a href="#${s.id}">${escapeHtml(`${s.number}. ${s.title}`)}</a></li>`).join("");
  const body = sections
    .map((s) => `<section aria-labelledby="${s.id}"><h2 id="${s.id}">${escapeHtml(`${s.number}. ${s.title}`)}</h2>${s.html}</section>`)
    .join("");
  return `<nav aria-labelledby="toc-heading" class="policy-toc"><h2 id="toc-heading">${escapeHtml(tocHeading)}</h2><ol>${toc}</ol></nav><article class="policy-prose">${introHtml}${body}</article>`;
}

/** The Vite plugin: `.md` files under content/ import as ContentDocuments. Fails the build when a policy is missing. */
export function contentPlugin(config: SiteConfig): Plugin {
  return {
    name: "kgc-content",
    buildStart() {
      // Every policy in every locale, with the English sections: no silent fallback to English.
      for (const path of policyPaths) {
        const slug = path.slice(1);
        const anchors = (locale: string) => {
          const file = `content/policies/${locale}/${slug}.md`;
          if (!existsSync(file)) this.error(`Policy missing: ${file}`);
          return [...readFileSync(file, "utf8").matchAll(/\{#([a-z0-9-]+)\}/g)].map((m) => m[1]).join(",");
        };
        const english = anchors("en");
        for (const locale of locales) {
          if (anchors(locale) !== english) this.error(`content/policies/${locale}/${slug}.md: its sections differ from the English ones`);
        }
      }
    },
    transform(source, id) {
      if (!id.endsWith(".md") || !id.includes("/content/")) return;
      const locale = basename(dirname(id));
      if (!isLocale(locale)) this.error(`${id}: content files live in a folder named after their locale`);
      const document = parseContent(source, id, locale, config);
      return { code: `export default ${JSON.stringify(document)};`, map: null };
    },
  };
}
