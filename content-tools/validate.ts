// Checks every collection of content/ (model/collections.ts) before the build uses it, one checker
// per kind of collection, and names the file and the field of each problem: a missing file, locale
// or field, a field that does not fit its schema, HTML or an image in Markdown text, a link to a
// page or anchor that does not exist, an unknown link parameter or any other target
// (`javascript:`, another site: link-targets.ts decides, for the renderer too), and a translated
// policy section whose numbers differ from the English section's.
import type { z } from "zod";
import {
  collections as allCollections,
  type Collection,
  type DataCollection,
  fileOf,
  namedOnce,
  notice,
  type PerLocaleCollection,
  travelPlans,
} from "../model/collections.ts";
import { figurePlaceholders } from "../model/content-schemas/data-schemas.ts";
import type { GuideSource } from "../model/content-schemas/guide-schema.ts";
import { gazaInstant } from "../model/gaza-clock.ts";
import { baseLocale, locales } from "../model/locales.ts";
import { guidePlatforms } from "../model/pages.ts";
import { markdownEntries, readOnlyJsonOf } from "../model/schema-json.ts";
import { arabicIsolationProblems } from "./bidi-isolation.ts";
import { type Checker, type ContentProblem, checkerFor } from "./checks/checker.ts";
import type { ContentSource } from "./content-source.ts";
import { turkishPlaceholderSuffixProblems } from "./placeholder-grammar.ts";
import { policySections } from "./policy-sections.ts";

export type { ContentProblem } from "./checks/checker.ts";

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
 * Checks one file of a per-language collection: its schema, no body where it has none, and the
 * links and markup of every Markdown text (its body's too). Returns what its own checker needs.
 */
function checkPerLocaleFile(checks: Checker, collection: PerLocaleCollection, name: string, locale: string) {
  const file = fileOf(collection, locale, name);
  const source = checks.readMarkdown(file);
  if (!source) return undefined;
  const data = checks.checkSchema(collection.schema, source.frontmatter, file);
  if (collection.body) checks.checkMarkdown(source.body, file, "body", collection.pathOf(name));
  else if (source.body.trim())
    checks.report(file, "body", `${collection.owner ?? "this file"} has no free text: write its text in the fields of the frontmatter`);
  const texts = data === undefined ? [] : markdownEntries(collection.schema, data);
  for (const { field, text } of texts) checks.checkMarkdown(text, file, field, collection.pathOf(name));
  return { file, source, data, texts };
}

/** A data file's wording: one entry per language of the site, and no other. */
function checkWording(checks: Checker, file: string, wording: unknown) {
  const entries = (wording && typeof wording === "object" ? wording : {}) as Record<string, unknown>;
  for (const locale of locales) if (!entries[locale]) checks.report(file, `wording.${locale}`, "missing: every language needs its wording");
  for (const key of Object.keys(entries)) {
    if (!(locales as readonly string[]).includes(key)) checks.report(file, `wording.${key}`, "is not a language of the site");
  }
}

/**
 * Checks a data file: its schema, every language's wording, what its collection adds (`own`), then
 * the links and markup of its Markdown texts.
 */
function checkDataFile(checks: Checker, collection: DataCollection, own?: (data: never) => void) {
  const value = checks.readYaml(collection.file);
  if (value === undefined) return;
  const data = checks.checkSchema(collection.schema, value ?? {}, collection.file);
  if (readOnlyJsonOf(collection.schema).properties?.wording)
    checkWording(checks, collection.file, (value as { wording?: unknown } | null)?.wording);
  if (data === undefined) return;
  own?.(data as never);
  for (const { field, text } of markdownEntries(collection.schema, data)) checks.checkMarkdown(text, collection.file, field, "/");
}

/** What a page's Markdown may hold besides links: the figures' placeholders. */
function checkPlaceholders(checks: Checker, file: string, texts: Array<{ field: string; text: string }>) {
  for (const { field, text } of texts) {
    for (const [, name = ""] of text.matchAll(/\{(\w+)\}/g)) {
      if (!(figurePlaceholders as readonly string[]).includes(name)) {
        checks.report(file, field, `unknown placeholder {${name}} (use ${figurePlaceholders.map((p) => `{${p}}`).join(", ")})`);
      }
    }
  }
}

/** A translated policy: the same sections as English, and the same numbers in each. */
function checkPolicyTranslation(checks: Checker, file: string, body: string, english: ReturnType<typeof policySections>) {
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
function checkPerLocaleCollection(checks: Checker, collection: PerLocaleCollection) {
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
function checkPlanNames(checks: Checker, file: string, data: z.output<typeof travelPlans.schema>) {
  const ids = data.plans.map((plan) => plan.id);
  for (const [locale, wording] of Object.entries(data.wording)) {
    for (const id of ids) if (!wording.names[id]) checks.report(file, `wording.${locale}.names.${id}`, "missing");
    for (const id of Object.keys(wording.names)) {
      if (!ids.includes(id)) checks.report(file, `wording.${locale}.names.${id}`, "is not the id of a plan");
    }
  }
}

/** The notice: real dates in order, both or neither, and English whenever a translation has text. */
function checkNotice(checks: Checker, file: string, data: z.output<typeof notice.schema>) {
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
const dataFileChecks = new Map<Collection, (checks: Checker, file: string, data: never) => void>([
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
  const checks = checkerFor(content, problems);
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
