// Checks every collection of content/ (model/collections.ts) before the build uses it, one checker
// per kind of collection, and names the file and the field of each problem: a missing file, locale
// or field, a field that does not fit its schema, HTML or an image in Markdown text, a link to a
// page or anchor that does not exist, an unknown link parameter or any other target
// (`javascript:`, another site: link-targets.ts decides, for the renderer too), and a translated
// policy section whose numbers differ from the English section's.
import { marked } from "marked";
import { parse } from "yaml";
import type { z } from "zod";
import {
  collections as allCollections,
  type Collection,
  type DataCollection,
  fileOf,
  guides,
  namedOnce,
  notice,
  type PerLocaleCollection,
  policies,
  travelPlans,
} from "../model/collections.ts";
import { figurePlaceholders } from "../model/content-schemas/data-schemas.ts";
import type { GuideSource } from "../model/content-schemas/guide-schema.ts";
import { gazaInstant } from "../model/gaza-clock.ts";
import { baseLocale, locales } from "../model/locales.ts";
import { guidePlatforms, pageAnchors } from "../model/pages.ts";
import { markdownEntries, readOnlyJsonOf } from "../model/schema-json.ts";
import { arabicIsolationProblems } from "./bidi-isolation.ts";
import { parseMarkdownFile } from "./content-file.ts";
import type { ContentSource } from "./content-source.ts";
import { classifyLinkTarget } from "./link-targets.ts";
import { turkishPlaceholderSuffixProblems } from "./placeholder-grammar.ts";
import { policySections } from "./policy-sections.ts";

export type ContentProblem = { file: string; field: string; message: string };

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

/** What every collection's checker is given: where to read, where to report, and the shared checks. */
type Checks = ReturnType<typeof checksFor>;

/** The shared checks, reading from `content` and reporting into `problems`. */
function checksFor(content: ContentSource, problems: ContentProblem[]) {
  const report = (file: string, field: string, message: string) => problems.push({ file, field, message });

  /** Parses a Markdown file, reporting it as missing or malformed. */
  function load(file: string) {
    const text = content.read(file);
    if (text === undefined) {
      report(file, "(file)", "missing: every page and policy needs a file in every language");
      return undefined;
    }
    try {
      return parseMarkdownFile(text);
    } catch (error) {
      report(file, "(frontmatter)", `is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
      return undefined;
    }
  }

  /** Parses a YAML data file, reporting it as missing or malformed. */
  function yaml(file: string) {
    const text = content.read(file);
    if (text === undefined) {
      report(file, "(file)", "missing");
      return undefined;
    }
    try {
      return parse(text) as unknown;
    } catch (error) {
      report(file, "(file)", `is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
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
  const anchors = new Map<string, string[]>();
  for (const slug of policies.names) {
    const text = content.read(fileOf(policies, baseLocale, slug));
    if (text !== undefined)
      anchors.set(
        policies.pathOf(slug),
        policySections(parseMarkdownFile(text).body).sections.map((s) => s.id),
      );
  }

  // Anchors of the guides: each phone's block, and the sections of the English file.
  for (const slug of guides.names) {
    const text = content.read(fileOf(guides, baseLocale, slug));
    const sections = text !== undefined ? (parseMarkdownFile(text).frontmatter as { sections?: unknown }).sections : undefined;
    const ids = Array.isArray(sections) ? sections.map((section) => String((section as { id?: unknown })?.id)) : [];
    anchors.set(guides.pathOf(slug), [...guidePlatforms, ...ids]);
  }
  const sectionsOf = (path: string) => anchors.get(path) ?? (pageAnchors as Record<string, readonly string[]>)[path] ?? [];

  /** Checks a Markdown text written on `pagePath`: Markdown only, no HTML or image, and its links. */
  function checkLinks(text: string, file: string, field: string, pagePath: string) {
    const markup = markupIn(text);
    if (markup.length) {
      const shown = markup.map((tag) => (tag.length > 60 ? `${tag.slice(0, 60)}…` : tag)).join(", ");
      report(file, field, `holds HTML or an image (${shown}): write Markdown only, **bold** and [words](target)`);
    }
    for (const href of linkTargets(text)) {
      const target = classifyLinkTarget(href, { pagePath, of: sectionsOf });
      if (target.kind === "invalid") report(file, field, target.reason);
    }
  }

  /** A data file's wording: one entry per language of the site, and no other. */
  function checkWording(file: string, wording: unknown) {
    const entries = (wording && typeof wording === "object" ? wording : {}) as Record<string, unknown>;
    for (const locale of locales) if (!entries[locale]) report(file, `wording.${locale}`, "missing: every language needs its wording");
    for (const key of Object.keys(entries)) {
      if (!(locales as readonly string[]).includes(key)) report(file, `wording.${key}`, "is not a language of the site");
    }
  }

  return { report, load, yaml, check, checkLinks, checkWording };
}

/**
 * Checks one file of a per-language collection: its schema, no body where it has none, and the
 * links and markup of every Markdown text (its body's too). Returns what its own checker needs.
 */
function checkPerLocaleFile(checks: Checks, collection: PerLocaleCollection, name: string, locale: string) {
  const file = fileOf(collection, locale, name);
  const source = checks.load(file);
  if (!source) return undefined;
  const data = checks.check(collection.schema, source.frontmatter, file);
  if (collection.body) checks.checkLinks(source.body, file, "body", collection.pathOf(name));
  else if (source.body.trim())
    checks.report(file, "body", `${collection.owner ?? "this file"} has no free text: write its text in the fields of the frontmatter`);
  const texts = data === undefined ? [] : markdownEntries(collection.schema, data);
  for (const { field, text } of texts) checks.checkLinks(text, file, field, collection.pathOf(name));
  return { file, source, data, texts };
}

/**
 * Checks a data file: its schema, every language's wording, what its collection adds (`own`), then
 * the links and markup of its Markdown texts.
 */
function checkDataFile(checks: Checks, collection: DataCollection, own?: (data: never) => void) {
  const value = checks.yaml(collection.file);
  if (value === undefined) return;
  const data = checks.check(collection.schema, value ?? {}, collection.file);
  if (readOnlyJsonOf(collection.schema).properties?.wording)
    checks.checkWording(collection.file, (value as { wording?: unknown } | null)?.wording);
  if (data === undefined) return;
  own?.(data as never);
  for (const { field, text } of markdownEntries(collection.schema, data)) checks.checkLinks(text, collection.file, field, "/");
}

/** What a page's Markdown may hold besides links: the figures' placeholders. */
function checkPlaceholders(checks: Checks, file: string, texts: Array<{ field: string; text: string }>) {
  for (const { field, text } of texts) {
    for (const [, name = ""] of text.matchAll(/\{(\w+)\}/g)) {
      if (!(figurePlaceholders as readonly string[]).includes(name)) {
        checks.report(file, field, `unknown placeholder {${name}} (use ${figurePlaceholders.map((p) => `{${p}}`).join(", ")})`);
      }
    }
  }
}

/** A translated policy: the same sections as English, and the same numbers in each. */
function checkPolicyTranslation(checks: Checks, file: string, body: string, english: ReturnType<typeof policySections>) {
  const { intro, sections } = policySections(body);
  const ids = sections.map((s) => s.id).join(", ");
  const englishIds = english.sections.map((s) => s.id).join(", ");
  if (ids !== englishIds) {
    checks.report(file, "body", `its sections (${ids}) differ from the English ones (${englishIds})`);
    return;
  }
  const pairs = [
    { name: "introduction", mine: intro, theirs: english.intro },
    ...sections.map((section, index) => {
      const en = english.sections[index];
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
    if (extra.length) checks.report(file, `body: ${name}`, `has numbers the English section does not: ${extra.join(", ")}`);
    if (missing.length) checks.report(file, `body: ${name}`, `lacks numbers of the English section: ${missing.join(", ")}`);
  }
}

/**
 * A per-language collection, every file in every language, then what its kind adds: a page's
 * placeholders, a policy's structure and numbers as in English, a guide's name and shape as in English.
 */
function checkPerLocaleCollection(checks: Checks, collection: PerLocaleCollection) {
  for (const name of collection.names) {
    let english: { body: string; data: unknown } | undefined;
    for (const locale of [baseLocale, ...locales.filter((other) => other !== baseLocale)]) {
      const checked = checkPerLocaleFile(checks, collection, name, locale);
      if (!checked) continue;
      const { file, source, data, texts } = checked;
      if (locale === baseLocale) english = { body: source.body, data };
      if (collection.compiledAs === "page") checkPlaceholders(checks, file, texts);
      if (collection.compiledAs === "policy") {
        for (const message of policySections(source.body).problems) checks.report(file, "body", message);
        if (locale !== baseLocale && english) checkPolicyTranslation(checks, file, source.body, policySections(english.body));
      }
      if (collection.compiledAs === "guide" && data !== undefined) {
        const guide = data as GuideSource;
        if (guide.guide !== name) checks.report(file, "guide", `must be "${name}", the file's name`);
        if (locale !== baseLocale && english?.data)
          for (const [field, message] of guideShapeDifferences(english.data as GuideSource, guide)) checks.report(file, field, message);
      }
    }
  }
}

/** The travel plans: every plan named in every language, and no name for a plan that is not there. */
function checkPlanNames(checks: Checks, file: string, data: z.output<typeof travelPlans.schema>) {
  const ids = data.plans.map((plan) => plan.id);
  for (const [locale, wording] of Object.entries(data.wording)) {
    for (const id of ids) if (!wording.names[id]) checks.report(file, `wording.${locale}.names.${id}`, "missing");
    for (const id of Object.keys(wording.names)) {
      if (!ids.includes(id)) checks.report(file, `wording.${locale}.names.${id}`, "is not the id of a plan");
    }
  }
}

/** The notice: real dates in order, both or neither, and English whenever a translation has text. */
function checkNotice(checks: Checks, file: string, data: z.output<typeof notice.schema>) {
  const { starts, ends } = data;
  if (starts && !ends) checks.report(file, "ends", "missing: a notice with a start needs an end (or leave both empty)");
  if (ends && !starts) checks.report(file, "starts", "missing: a notice with an end needs a start (or leave both empty)");
  // A date that does not exist is reported by the schema; the order is checked between real ones.
  const [startsAt, endsAt] = [starts ? gazaInstant(starts) : null, ends ? gazaInstant(ends) : null];
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt)
    checks.report(file, "ends", `must be after the start (${starts}), got ${ends}`);
  const english = data.wording[baseLocale]?.text;
  for (const [locale, { text }] of Object.entries(data.wording)) {
    if (text && !english)
      checks.report(
        file,
        `wording.${baseLocale}.text`,
        `missing: the ${locale} text needs the English one, which stands in for languages without a text`,
      );
  }
}

/** The checks a data collection adds to its schema's, by the collection itself (not its name, which a copy may share). */
const dataFileChecks = new Map<Collection, (checks: Checks, file: string, data: never) => void>([
  [travelPlans, checkPlanNames],
  [notice, checkNotice],
]);

/**
 * Checks every collection of `collections` (model/collections.ts), each by its kind, then the
 * language checks over every text. Reads the files through `content`: the build's is
 * `diskSource(root)`; a test's holds the files in memory (content-source.ts). `collections`
 * replaces the list (a test adds one, or checks one).
 */
export function validateContent(
  content: ContentSource,
  { collections = allCollections }: { collections?: readonly Collection[] } = {},
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const checks = checksFor(content, problems);
  for (const collection of namedOnce(collections)) {
    if (collection.perLocale) {
      checkPerLocaleCollection(checks, collection);
      continue;
    }
    const own = dataFileChecks.get(collection);
    checkDataFile(checks, collection, own && ((data) => own(checks, collection.file, data)));
  }
  // Language checks over every text, present and future (content/help/<locale>/ included).
  problems.push(...turkishPlaceholderSuffixProblems(content), ...arabicIsolationProblems(content));
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

/** The problems as the build prints them, one a line. */
export function formatProblems(problems: ContentProblem[]) {
  return `Invalid content:\n${problems.map((p) => `  ${p.file}: ${p.field}: ${p.message}`).join("\n")}`;
}
