// Turns the content files (Markdown with YAML frontmatter, one file per page or policy per locale)
// into small JS modules at build time, so no Markdown or YAML parser ships to the browser and each
// locale's text is its own chunk. The figures, plans and effective dates of content/data/ are
// written into the modules of the pages that show them, already formatted for the locale.
// Before anything is built, every content file is checked (validate.ts).
import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { Plugin } from "vite";
import { parse } from "yaml";
import {
  figuresSchema,
  noticeSchema,
  type PageName,
  pageSchemas,
  policyDatesSchema,
  policyFrontmatter,
  travelPlansSchema,
} from "../model/content-schemas.ts";
import { isLocale, type Locale } from "../model/locales.ts";
import { guideSlugs } from "../model/pages.ts";
import type { SiteConfig } from "../src/config/schema.ts";
import { fillNumber, formatMonth, formatNumber } from "../src/lib/format/dates-and-numbers.ts";
import { fillCount } from "../src/lib/format/plural-counts.ts";
import type { FigureText, PlanText, PolicyText } from "../src/page-text/types.ts";
import { parseMarkdownFile } from "./content-file.ts";
import { compileGuide, guideFile, guideSummaries } from "./guide-html.ts";
import { escapeHtml, markdownRenderer } from "./markdown.ts";
import { mapMarkdown } from "./markdown-fields.ts";
import { compileNotice } from "./notice.ts";
import { formatProblems, policySections, validateContent } from "./validate.ts";

const dataFiles = {
  figures: "content/data/figures.yaml",
  plans: "content/data/travel-plans.yaml",
  policies: "content/data/policies.yaml",
};

function readMessages(root: string, locale: Locale) {
  return JSON.parse(readFileSync(join(root, `messages/${locale}.json`), "utf8")) as Record<string, string>;
}

/** The figures data for a locale: the numbers formatted, the month named, in the locale's words. */
function figuresFor(root: string, locale: Locale) {
  const figures = figuresSchema.parse(parse(readFileSync(join(root, dataFiles.figures), "utf8")));
  const wording = figures.wording[locale];
  if (!wording) throw new Error(`${dataFiles.figures}: no wording for ${locale}`);
  const since = formatMonth(figures.counting_since, locale);
  const placeholders: Record<string, string> = {
    esims_distributed: formatNumber(figures.esims_distributed, locale),
    people_connected: formatNumber(figures.people_connected, locale),
    counting_since: since,
  };
  const texts: { esims: FigureText; people: FigureText } = {
    esims: {
      value: fillNumber(wording.esims, figures.esims_distributed, locale),
      label: wording.esims_label.replace("{counting_since}", since),
    },
    people: {
      value: fillNumber(wording.people, figures.people_connected, locale),
      label: wording.people_label.replace("{counting_since}", since),
    },
  };
  return { placeholders, texts };
}

/** The sample plans for a locale, named and formatted. */
function plansFor(root: string, locale: Locale): PlanText[] {
  const data = travelPlansSchema.parse(parse(readFileSync(join(root, dataFiles.plans), "utf8")));
  const wording = data.wording[locale];
  if (!wording) throw new Error(`${dataFiles.plans}: no wording for ${locale}`);
  return data.plans.map((plan) => ({
    id: plan.id,
    name: wording.names[plan.id] ?? plan.id,
    price: fillCount(wording.price, plan.price_usd, locale),
    data: fillNumber(wording.data, plan.data_gb, locale),
    validity: fillCount(wording.validity, plan.days, locale),
  }));
}

/** A page file → its module: plain fields as written, Markdown fields as HTML, and the data it shows. */
export function compilePage(source: string, page: PageName, locale: Locale, config: SiteConfig, root: string) {
  const schema = pageSchemas[page];
  const { source_hash: _, ...fields } = schema.parse(parseMarkdownFile(source).frontmatter);
  const render = markdownRenderer({ locale, config, newTab: readMessages(root, locale).opens_new_tab ?? "", styled: true });
  const figures = figuresFor(root, locale);
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => figures.placeholders[name] ?? whole);
  const compiled = mapMarkdown(schema, fields, (text) => render.inline(fill(text))) as Record<string, unknown>;
  if (page === "home" || page === "about") compiled.figures = figures.texts;
  // The donate page's step 1 shows the same plans as /travel, from the same data.
  if (page === "travel" || page === "donate") compiled.samplePlans = plansFor(root, locale);
  if (page === "help") compiled.guides = guideSummaries(root, locale);
  return compiled;
}

/** A policy file → its module: its frontmatter, effective date, table of contents and sections as HTML. */
export function compilePolicy(source: string, slug: string, locale: Locale, config: SiteConfig, root: string): PolicyText {
  const { frontmatter: data, body } = parseMarkdownFile(source);
  const { source_hash: _, ...meta } = policyFrontmatter.parse(data);
  const messages = readMessages(root, locale);
  const render = markdownRenderer({ locale, config, newTab: messages.opens_new_tab ?? "", styled: false });
  const { intro, sections, problems } = policySections(body);
  if (problems.length) throw new Error(problems.join("; "));
  const toc = sections.map((s) => `<li><a href="#${s.id}">${escapeHtml(`${s.number}. ${s.title}`)}</a></li>`).join("");
  const article = sections
    .map(
      (s) =>
        `<section aria-labelledby="${s.id}"><h2 id="${s.id}">${escapeHtml(`${s.number}. ${s.title}`)}</h2>${render.block(s.text)}</section>`,
    )
    .join("");
  const dates = policyDatesSchema.parse(parse(readFileSync(join(root, dataFiles.policies), "utf8")) ?? {});
  const effective = dates[slug as keyof typeof dates]?.effective;
  return {
    ...meta,
    ...(effective ? { effective } : {}),
    html: `<nav aria-labelledby="toc-heading" class="policy-toc"><h2 id="toc-heading">${escapeHtml(messages.policy_toc_heading ?? "")}</h2><ol>${toc}</ol></nav><article class="policy-prose">${render.block(intro)}${article}</article>`,
  };
}

/** The module `virtual:kgc-notice`: the notice current at build time, or null (content-tools/notice.ts). */
export function noticeModule(root: string, noticeFile: string, config: SiteConfig, now: number) {
  const source = noticeSchema.parse(parse(readFileSync(join(root, noticeFile), "utf8")) ?? {});
  const notice = compileNotice(source, now, config, (locale) => readMessages(root, locale).opens_new_tab ?? "");
  return `export default ${JSON.stringify(notice)};`;
}

const noticeModuleId = "virtual:kgc-notice";

/**
 * The Vite plugin: content `.md` files import as page or policy modules, `virtual:kgc-notice` as the
 * site-wide notice. Fails the build on invalid content. `noticeFile` replaces content/data/notice.yaml
 * (the browser tests build a copy of the site with a notice of their own).
 */
export function contentPlugin(config: SiteConfig, { noticeFile = "content/data/notice.yaml" }: { noticeFile?: string } = {}): Plugin {
  let root = process.cwd();
  // One moment for the whole build, so every page agrees on whether the notice is current.
  const builtAt = Date.now();
  return {
    name: "kgc-content",
    configResolved(resolved) {
      root = resolved.root;
    },
    buildStart() {
      const problems = validateContent(root, { noticeFile });
      if (problems.length) this.error(formatProblems(problems));
    },
    resolveId(id) {
      if (id === noticeModuleId) return `\0${noticeModuleId}`;
    },
    load(id) {
      if (id !== `\0${noticeModuleId}`) return;
      this.addWatchFile(join(root, noticeFile));
      return noticeModule(root, noticeFile, config, builtAt);
    },
    transform(source, id) {
      if (!id.endsWith(".md") || !id.includes("/content/")) return;
      const locale = basename(dirname(id));
      const kind = basename(dirname(dirname(id)));
      const name = basename(id, ".md");
      if (!isLocale(locale)) this.error(`${id}: content files live in a folder named after their locale`);
      for (const file of Object.values(dataFiles)) this.addWatchFile(join(root, file));
      this.addWatchFile(join(root, `messages/${locale}.json`));
      if (kind === "pages" && name === "help") for (const slug of guideSlugs) this.addWatchFile(join(root, guideFile(locale, slug)));
      try {
        const module =
          kind === "pages" && name in pageSchemas
            ? compilePage(source, name as PageName, locale, config, root)
            : kind === "help"
              ? compileGuide(source, name, locale, config, root)
              : compilePolicy(source, name, locale, config, root);
        return { code: `export default ${JSON.stringify(module)};`, map: null };
      } catch (error) {
        this.error(`${id}: ${(error as Error).message}`);
      }
    },
  };
}
