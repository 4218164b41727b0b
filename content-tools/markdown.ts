// The one Markdown renderer of the site's prose (page fields and policies), run at build time so no
// Markdown parser ships to the browser. Links are resolved here: the spec's link parameters
// (`servicesLink`, `travelLink`, `distributionPolicyLink`, `donateLink`) and `supportLink` become the configured
// addresses, site paths get the locale's prefix, and links to other sites (a parameter's address,
// never one written in the text) open in a new tab and say so to screen readers. Any other target
// throws, naming it, as validate.ts reports it (link-targets.ts decides for both): `npm run dev`
// compiles a file edited after it started without the check. validate.ts also rejects any HTML or
// image; what gets here anyway is escaped. Every element it makes carries its class
// (model/long-text-classes.ts), as GOV.UK's renderer does: no style depends on where the HTML sits.
import { Marked, type Tokens } from "marked";
import { buttonLook } from "#model/button-classes.ts";
import type { SiteConfig } from "#model/config/schema.ts";
import { type Locale, localizePath } from "#model/locales.ts";
import {
  boldClass,
  bulletListClass,
  linkClass as linkClassName,
  numberedListClass,
  paragraphClass,
  subheadingClass,
} from "#model/long-text-classes.ts";
import type { Html } from "#model/page-text/types.ts";
import { classifyLinkTarget, type LinkParameter } from "./link-targets.ts";

export function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Where each link parameter points. */
function linkParameters(config: SiteConfig): Record<LinkParameter, string> {
  return {
    servicesLink: config.requestSiteUrl,
    travelLink: config.travelStoreUrl,
    distributionPolicyLink: "/distribution-policy",
    donateLink: config.donateUrl,
    // "Contact support": the support team's WhatsApp chat when the team has set one (a chat takes
    // messages from the phone that has the problem), the contact page otherwise.
    supportLink: config.supportWhatsAppUrl ?? "/contact",
  };
}

/**
 * A link the renderer cannot draw, with the reason validate.ts gives for it. marked catches what a
 * renderer throws and adds "Please report this to https://github.com/markedjs/marked." to the
 * message, which would send whoever reads Vite's overlay to marked's issues: `unmarked` puts the
 * reason back.
 */
export class UnrenderableLinkError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
    this.name = "UnrenderableLinkError";
  }
}

/** What `render` returns, or the renderer's own error as it threw it (without marked's line). */
function unmarked(render: () => string | Promise<string>) {
  try {
    return render();
  } catch (error) {
    if (error instanceof UnrenderableLinkError) throw new UnrenderableLinkError(error.reason);
    throw error;
  }
}

/** What marked's renderer functions are called on: its parser of a token's inline content. */
type InlineParser = { parser: { parseInline: (tokens: Tokens.Generic[]) => string } };

type RendererOptions = {
  locale: Locale;
  config: SiteConfig;
  /** The screen-reader words after a link that opens a new tab (the `opens_new_tab` message). */
  newTab: string;
  /** Keeps "Wi-Fi" on one line (the guides: see keepWordsWhole). */
  wordsWhole?: boolean;
};

export type MarkdownRenderer = {
  /** A paragraph's worth of text, without the paragraph element around it. */
  inline: (markdown: string) => Html;
  /** Text of several blocks (paragraphs, lists). */
  block: (markdown: string) => Html;
  /** A paragraph that is only a link, its link drawn as the page's main button (a guide's way on). */
  action: (markdown: string) => Html;
};

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
 * The renderer of a locale's Markdown. What it returns is the only `Html` the site makes: the brand
 * is given here, where Markdown becomes HTML, and nowhere else.
 */
export function markdownRenderer({ locale, config, newTab, wordsWhole = false }: RendererOptions): MarkdownRenderer {
  const parameters = linkParameters(config);
  const marked = markedWith(linkClassName);
  const html = (made: string | Promise<string>) => {
    const text = String(made);
    return (wordsWhole ? keepWordsWhole(text) : text) as Html;
  };
  return {
    inline: (markdown) => html(unmarked(() => marked.parseInline(markdown))),
    block: (markdown) => html(unmarked(() => marked.parse(markdown))),
    action: (markdown) => html(unmarked(() => markedWith(buttonLook()).parseInline(markdown))),
  };

  /** A parser whose links carry these classes. */
  function markedWith(linkClasses: string) {
    const linkClass = ` class="${linkClasses}"`;
    return new Marked({
      gfm: true,
      renderer: {
        link(this: InlineParser, { href, tokens }: Tokens.Link) {
          const text = this.parser.parseInline(tokens);
          const link = classifyLinkTarget(href);
          if (link.kind === "invalid") throw new UnrenderableLinkError(link.reason);
          // Only a parameter's configured address leads to another site.
          const target = link.kind === "parameter" ? parameters[link.name] : href;
          if (/^https?:\/\//.test(target)) {
            return `<a href="${escapeHtml(target)}"${linkClass} target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> ${escapeHtml(newTab)}</span></a>`;
          }
          if (target.startsWith("#")) return `<a href="${escapeHtml(target)}"${linkClass}>${text}</a>`;
          if (target.startsWith("/")) {
            const [path = "/", hash] = target.split("#");
            // Marked as a SiteLink is: the page's one set of listeners follows and preloads it (src/lib/ui/site-links.ts).
            const site = ` data-site-link="${escapeHtml(path)}"${hash ? ` data-hash="${escapeHtml(hash)}"` : ""}`;
            return `<a href="${escapeHtml(localizePath(path, locale))}${hash ? `#${escapeHtml(hash)}` : ""}"${linkClass}${site}>${text}</a>`;
          }
          throw new UnrenderableLinkError(`${href} leads to "${target}", neither an http(s) address nor a page`);
        },
        // HTML written in the text comes out as text (validate.ts refuses it first, naming the field):
        // nothing an editor types becomes markup, a form or a script (decision 181).
        html({ text }: Tokens.HTML | Tokens.Tag) {
          return escapeHtml(text);
        },
        image({ raw }: Tokens.Image) {
          return escapeHtml(raw);
        },
        strong(this: InlineParser, { tokens }: Tokens.Strong) {
          return `<strong class="${boldClass}">${this.parser.parseInline(tokens)}</strong>`;
        },
        paragraph(this: InlineParser, { tokens }: Tokens.Paragraph) {
          return `<p class="${paragraphClass}">${this.parser.parseInline(tokens)}</p>\n`;
        },
        list(this: { listitem: (item: Tokens.ListItem) => string }, { ordered, start, items }: Tokens.List) {
          const tag = ordered ? "ol" : "ul";
          const from = ordered && start !== 1 && start !== "" ? ` start="${start}"` : "";
          const body = items.map((item) => this.listitem(item)).join("");
          return `<${tag}${from} class="${ordered ? numberedListClass : bulletListClass}">\n${body}</${tag}>\n`;
        },
        heading(this: InlineParser, { tokens, depth }: Tokens.Heading) {
          // Only `###` reaches here: a policy's `## ` lines start its sections (policy-sections.ts), and
          // the build refuses every other heading, level 2 written any other way included, and every
          // construct this renderer has no class for (checks/markdown-constructs.ts).
          return `<h${depth}${depth === 3 ? ` class="${subheadingClass}"` : ""}>${this.parser.parseInline(tokens)}</h${depth}>\n`;
        },
      },
    });
  }
}
