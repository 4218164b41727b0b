// Checks every file under content/ before the build uses it, and names the file and the field of
// each problem: a missing file, locale or field, a field that does not fit its schema, HTML or an
// image in Markdown text, a link to a page or anchor that does not exist, an unknown link parameter
// or any other target (`javascript:`, another site), and a translated policy section whose numbers
// differ from the English section's.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { marked } from "marked";
import { parse } from "yaml";
import type { z } from "zod";
import {
  figurePlaceholders,
  figuresSchema,
  type GuideSource,
  guideSchema,
  noticeSchema,
  type PageName,
  pageNames,
  pageSchemas,
  policyDatesSchema,
  policyFrontmatter,
  policySlugs,
  travelPlansSchema,
} from "../model/content-schemas.ts";
import { gazaInstant } from "../model/gaza-clock.ts";
import { baseLocale, locales } from "../model/locales.ts";
import { guidePlatforms, guideSlugs, installerPath, pageAnchors, pagePaths } from "../model/pages.ts";
import { arabicIsolationProblems } from "./bidi-isolation.ts";
import { parseMarkdownFile } from "./content-file.ts";
import { markdownEntries } from "./markdown-fields.ts";
import { turkishPlaceholderSuffixProblems } from "./placeholder-grammar.ts";

export type ContentProblem = { file: string; field: string; message: string };

/**
 * The link parameters of the specification, usable as link targets in any Markdown field, and
 * `supportLink`: the support WhatsApp chat when configured, else the contact page (markdown.ts).
 */
export const linkParameterNames = ["servicesLink", "travelLink", "distributionPolicyLink", "donateLink", "supportLink"];

/** `## 3. Heading {#anchor}` */
export const sectionHeading = /^## (\d+)\.\s+(.+?)\s*\{#([a-z0-9-]+)\}\s*$/;

/** A policy body split into its introduction and its numbered sections (problems noted on the way). */
export function policySections(body: string) {
  const sections: Array<{ id: string; number: string; title: string; text: string }> = [];
  const problems: string[] = [];
  let intro = "";
  for (const line of body.split("\n")) {
    const current = sections.at(-1);
    if (line.startsWith("## ")) {
      const heading = sectionHeading.exec(line);
      if (!heading) {
        problems.push(`a section heading must read "## N. Heading {#anchor}": ${line}`);
        continue;
      }
      const [, number = "", title = "", id = ""] = heading;
      if (String(sections.length + 1) !== number) problems.push(`section ${number} is out of order`);
      sections.push({ id, number, title, text: "" });
    } else if (current) current.text += `${line}\n`;
    else intro += `${line}\n`;
  }
  if (!sections.length) problems.push("no numbered sections (## 1. Heading {#anchor})");
  return { intro, sections, problems };
}

/** The numbers a reader sees in a piece of Markdown, in Western digits, sorted (link targets left out). */
export function numbersIn(markdown: string) {
  return (markdown.replace(/\]\([^)]*\)/g, "]").match(/\d+/g) ?? []).sort();
}

/** What is in `a` and not in `b`, counting repeats. */
function minus(a: string[], b: string[]) {
  const rest = [...b];
  return a.filter((item) => {
    const index = rest.indexOf(item);
    if (index === -1) return true;
    rest.splice(index, 1);
    return false;
  });
}

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

export function validateContent(root: string, { noticeFile = "content/data/notice.yaml" } = {}): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (file: string, field: string, message: string) => problems.push({ file, field, message });
  const read = (file: string) => readFileSync(join(root, file), "utf8");

  /** Parses a file, reporting it as missing or malformed. */
  function load(file: string) {
    if (!existsSync(join(root, file))) {
      report(file, "(file)", "missing: every page and policy needs a file in every language");
      return undefined;
    }
    try {
      return parseMarkdownFile(read(file));
    } catch (error) {
      report(file, "(frontmatter)", `is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
      return undefined;
    }
  }

  /** Checks a value against its schema; returns the parsed value when it fits. */
  function check<T extends z.ZodType>(schema: T, value: unknown, file: string, prefix = "") {
    const result = schema.safeParse(value);
    if (result.success) return result.data as z.infer<T>;
    for (const issue of result.error.issues) {
      const field = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys) report(file, field ? `${field}.${key}` : key, "is not a field of this file (misspelt?)");
      } else if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) {
        report(file, field, "missing");
      } else report(file, field || "(file)", issue.message);
    }
    return undefined;
  }

  // Anchors of the policies, from the English files: links to `/policy#anchor` must find one.
  const policyAnchors = new Map<string, string[]>();
  for (const slug of policySlugs) {
    const file = `content/policies/${baseLocale}/${slug}.md`;
    if (existsSync(join(root, file)))
      policyAnchors.set(
        `/${slug}`,
        policySections(parseMarkdownFile(read(file)).body).sections.map((s) => s.id),
      );
  }

  // Anchors of the guides: each phone's block, and the sections of the English file.
  for (const slug of guideSlugs) {
    const file = `content/help/${baseLocale}/${slug}.md`;
    const sections = existsSync(join(root, file))
      ? (parseMarkdownFile(read(file)).frontmatter as { sections?: unknown }).sections
      : undefined;
    const ids = Array.isArray(sections) ? sections.map((section) => String((section as { id?: unknown })?.id)) : [];
    policyAnchors.set(`/help/${slug}`, [...guidePlatforms, ...ids]);
  }

  /** Checks a Markdown text written on `pagePath`: Markdown only, no HTML or image, and its links. */
  function checkLinks(text: string, file: string, field: string, pagePath: string) {
    const markup = markupIn(text);
    if (markup.length) {
      const shown = markup.map((tag) => (tag.length > 60 ? `${tag.slice(0, 60)}…` : tag)).join(", ");
      report(file, field, `holds HTML or an image (${shown}): write Markdown only, **bold** and [words](target)`);
    }
    for (const href of linkTargets(text)) {
      if (linkParameterNames.includes(href)) continue;
      const [path = "", anchor] = href.split("#");
      if (/^[a-z]\w*Link$/.test(href)) {
        report(file, field, `unknown link parameter "${href}" (use ${linkParameterNames.join(", ")} or a page's path)`);
      } else if (href.startsWith("/") && !(pagePaths as readonly string[]).includes(path)) {
        report(file, field, `links to "${href}", which is not a page of the site`);
      } else if (href.startsWith("/") || href.startsWith("#")) {
        const target = path || pagePath;
        const anchors = policyAnchors.get(target) ?? (pageAnchors as Record<string, readonly string[]>)[target] ?? [];
        if (anchor !== undefined && !anchors.includes(anchor)) {
          report(file, field, `links to "${href}", but ${target} has no section #${anchor}`);
        }
      } else {
        report(
          file,
          field,
          `unknown link target "${href}": use ${linkParameterNames.join(", ")}, a page's path (/upload) or a section (#anchor)`,
        );
      }
    }
  }

  // Pages: every field, every locale, links and figure placeholders.
  for (const page of pageNames) {
    const path = pagePathOf(page);
    for (const locale of locales) {
      const file = `content/pages/${locale}/${page}.md`;
      const source = load(file);
      if (!source) continue;
      const data = check(pageSchemas[page], source.frontmatter, file);
      if (source.body.trim()) report(file, "body", "this page has no free text: write its text in the fields of the frontmatter");
      if (!data) continue;
      for (const { field, text } of markdownEntries(pageSchemas[page], data)) {
        checkLinks(text, file, field, path);
        for (const [, name = ""] of text.matchAll(/\{(\w+)\}/g)) {
          if (!(figurePlaceholders as readonly string[]).includes(name)) {
            report(file, field, `unknown placeholder {${name}} (use ${figurePlaceholders.map((p) => `{${p}}`).join(", ")})`);
          }
        }
      }
    }
  }

  // Policies: frontmatter, sections as in English, links, and the same numbers as English in each section.
  for (const slug of policySlugs) {
    const english = load(`content/policies/${baseLocale}/${slug}.md`);
    const englishSections = english ? policySections(english.body) : undefined;
    for (const locale of locales) {
      const file = `content/policies/${locale}/${slug}.md`;
      const source = locale === baseLocale ? english : load(file);
      if (!source) continue;
      check(policyFrontmatter, source.frontmatter, file);
      const { intro, sections, problems: structure } = policySections(source.body);
      for (const message of structure) report(file, "body", message);
      checkLinks(source.body, file, "body", `/${slug}`);
      if (locale === baseLocale || !englishSections) continue;
      const ids = sections.map((s) => s.id).join(", ");
      const englishIds = englishSections.sections.map((s) => s.id).join(", ");
      if (ids !== englishIds) {
        report(file, "body", `its sections (${ids}) differ from the English ones (${englishIds})`);
        continue;
      }
      const pairs = [
        { name: "introduction", mine: intro, theirs: englishSections.intro },
        ...sections.map((section, index) => {
          const en = englishSections.sections[index];
          return {
            name: `section ${section.number} (#${section.id})`,
            mine: `${section.title}\n${section.text}`,
            theirs: `${en?.title}\n${en?.text}`,
          };
        }),
      ];
      for (const { name, mine, theirs } of pairs) {
        const extra = minus(numbersIn(mine), numbersIn(theirs));
        const missing = minus(numbersIn(theirs), numbersIn(mine));
        if (extra.length) report(file, `body: ${name}`, `has numbers the English section does not: ${extra.join(", ")}`);
        if (missing.length) report(file, `body: ${name}`, `lacks numbers of the English section: ${missing.join(", ")}`);
      }
    }
  }

  // Guides: every field, every locale, links, and the same shape as the English guide.
  for (const slug of guideSlugs) {
    let english: GuideSource | undefined;
    for (const locale of locales) {
      const file = `content/help/${locale}/${slug}.md`;
      const source = load(file);
      if (!source) continue;
      const data = check(guideSchema, source.frontmatter, file);
      if (source.body.trim()) report(file, "body", "a guide has no free text: write its text in the fields of the frontmatter");
      if (!data) continue;
      if (data.guide !== slug) report(file, "guide", `must be "${slug}", the file's name`);
      for (const { field, text } of markdownEntries(guideSchema, data)) checkLinks(text, file, field, `/help/${slug}`);
      if (locale === baseLocale) english = data;
      else if (english) for (const [field, message] of guideShapeDifferences(english, data)) report(file, field, message);
    }
  }

  // Data files: their schema, and every locale's wording.
  const yaml = (file: string) => {
    if (!existsSync(join(root, file))) {
      report(file, "(file)", "missing");
      return undefined;
    }
    try {
      return parse(read(file));
    } catch (error) {
      report(file, "(file)", `is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
      return undefined;
    }
  };
  const checkWording = (file: string, wording: Record<string, unknown> | undefined) => {
    for (const locale of locales) if (!wording?.[locale]) report(file, `wording.${locale}`, "missing: every language needs its wording");
    for (const key of Object.keys(wording ?? {})) {
      if (!(locales as readonly string[]).includes(key)) report(file, `wording.${key}`, "is not a language of the site");
    }
  };

  const figuresFile = "content/data/figures.yaml";
  const figures = yaml(figuresFile);
  if (figures !== undefined) {
    check(figuresSchema, figures, figuresFile);
    checkWording(figuresFile, figures?.wording);
  }

  const plansFile = "content/data/travel-plans.yaml";
  const plans = yaml(plansFile);
  if (plans !== undefined) {
    const data = check(travelPlansSchema, plans, plansFile);
    checkWording(plansFile, plans?.wording);
    if (data) {
      const ids = data.plans.map((plan) => plan.id);
      for (const [locale, wording] of Object.entries(data.wording)) {
        for (const id of ids) if (!wording.names[id]) report(plansFile, `wording.${locale}.names.${id}`, "missing");
        for (const id of Object.keys(wording.names)) {
          if (!ids.includes(id)) report(plansFile, `wording.${locale}.names.${id}`, "is not the id of a plan");
        }
      }
    }
  }

  const datesFile = "content/data/policies.yaml";
  const dates = yaml(datesFile);
  if (dates !== undefined) check(policyDatesSchema.strict(), dates ?? {}, datesFile);

  // Language checks over every text, present and future (content/help/<locale>/ included).
  problems.push(...turkishPlaceholderSuffixProblems(root), ...arabicIsolationProblems(root));
  // The notice: real dates in order, both or neither, English whenever a translation has text, valid links.
  const noticeValue = yaml(noticeFile);
  if (noticeValue !== undefined) {
    const notice = check(noticeSchema, noticeValue ?? {}, noticeFile);
    checkWording(noticeFile, noticeValue?.wording);
    if (notice) {
      const { starts, ends } = notice;
      if (starts && !ends) report(noticeFile, "ends", "missing: a notice with a start needs an end (or leave both empty)");
      if (ends && !starts) report(noticeFile, "starts", "missing: a notice with an end needs a start (or leave both empty)");
      const [startsAt, endsAt] = [starts ? gazaInstant(starts) : null, ends ? gazaInstant(ends) : null];
      if (startsAt !== null && endsAt !== null && endsAt <= startsAt) {
        report(noticeFile, "ends", `must be after the start (${starts}), got ${ends}`);
      }
      const english = notice.wording[baseLocale]?.text;
      for (const [locale, { text }] of Object.entries(notice.wording)) {
        if (!text) continue;
        if (!english)
          report(
            noticeFile,
            `wording.${baseLocale}.text`,
            `missing: the ${locale} text needs the English one, which stands in for languages without a text`,
          );
        checkLinks(text, noticeFile, `wording.${locale}.text`, "/");
      }
    }
  }

  return problems;
}

/**
 * Where a translated guide's shape differs from the English one's: the number of steps of each
 * phone, the number of things to have ready, the sections' ids and order. Steps are matched one
 * to one, so a reader switching language finds step 4 at step 4.
 */
export function guideShapeDifferences(english: GuideSource, translation: GuideSource): Array<[string, string]> {
  const differences: Array<[string, string]> = [];
  for (const platform of guidePlatforms) {
    const mine = translation.platforms[platform].steps.length;
    const theirs = english.platforms[platform].steps.length;
    if (mine !== theirs) differences.push([`platforms.${platform}.steps`, `has ${mine} steps, the English guide ${theirs}`]);
  }
  const before = [translation.before?.length ?? 0, english.before?.length ?? 0];
  if (before[0] !== before[1]) differences.push(["before", `has ${before[0]} items, the English guide ${before[1]}`]);
  if (Boolean(translation.contents) !== Boolean(english.contents))
    differences.push([
      "contents",
      english.contents ? "missing: the English guide lists its sections" : "the English guide has no list of its sections",
    ]);
  const ids = (translation.sections ?? []).map((s) => s.id).join(", ");
  const englishIds = (english.sections ?? []).map((s) => s.id).join(", ");
  if (ids !== englishIds)
    differences.push(["sections", `its sections (${ids || "none"}) differ from the English ones (${englishIds || "none"})`]);
  return differences;
}

/** The page's path (home is `/`). */
export function pagePathOf(page: PageName) {
  if (page === "installer") return installerPath;
  return page === "home" ? "/" : `/${page}`;
}

/** The problems as the build prints them, one a line. */
export function formatProblems(problems: ContentProblem[]) {
  return `Invalid content:\n${problems.map((p) => `  ${p.file}: ${p.field}: ${p.message}`).join("\n")}`;
}
