// Checks every collection of content/ (model/collections.ts) before the build uses it, and names
// the file and the field of each problem. This file only walks the collections and says which
// check each kind gets; the checks are in checks/, one file a kind:
// - every file of a page, policy or guide, in every language (checks/per-locale-files.ts): a
//   missing file or field, a field that does not fit its schema, HTML or an image in its Markdown,
//   a link to a page or section that does not exist or to any other target (checks/links.ts);
// - then what its kind adds: a page's placeholders (checks/pages.ts), a policy's sections and their
//   numbers as in English (checks/policies.ts), a guide's name and shape as in English (checks/guides.ts);
// - a data file (checks/data-files.ts): its schema, its wording in every language, its links, and
//   the travel plans' names and the notice's dates;
// - last, the language checks over every text (placeholder-grammar.ts, bidi-isolation.ts).
// What every check is given, to read and to report, is the Checker (checks/checker.ts). A check
// for one kind goes in that kind's file; a new `compiledAs` needs its entry in `perLocaleChecks`
// below, which the type check asks for, and a check paired with the wrong kind or collection fails
// the type check too (the checks are typed by the schema's data: checks/data-files.test.ts).
import {
  collections as allCollections,
  type Collection,
  type CompiledAs,
  namedOnce,
  notice,
  type PerLocaleOfKind,
  travelPlans,
} from "#model/collections.ts";
import { arabicIsolationProblems } from "./bidi-isolation.ts";
import { type Checker, type ContentProblem, checkerFor } from "./checks/checker.ts";
import { checkDataFile, checkNotice, checkPlanNames, type DataFileChecks, dataCheck } from "./checks/data-files.ts";
import { checkGuide } from "./checks/guides.ts";
import { checkPage } from "./checks/pages.ts";
import { checkPerLocaleCollection, type PerLocaleChecks } from "./checks/per-locale-files.ts";
import { checkPolicy } from "./checks/policies.ts";
import type { ContentSource } from "./content-source.ts";
import { turkishPlaceholderSuffixProblems } from "./placeholder-grammar.ts";

export type { ContentProblem } from "./checks/checker.ts";

/** What each kind of per-language file adds to the checks every one gets, by what the build makes of it. */
const perLocaleChecks: PerLocaleChecks = {
  page: checkPage,
  policy: checkPolicy,
  guide: checkGuide,
};

/** The checks a data collection adds to its schema's, by the collection itself (not its name, which a copy may share). */
const dataFileChecks = new Map<Collection, DataFileChecks>(
  [dataCheck(travelPlans, checkPlanNames), dataCheck(notice, checkNotice)].map((checks) => [checks.collection, checks]),
);

/** A per-language collection with its kind's check: generic so that the check found is the one for this collection's kind. */
function checkOfKind<Kind extends CompiledAs>(checker: Checker, collection: PerLocaleOfKind<Kind>) {
  checkPerLocaleCollection(checker, collection, perLocaleChecks[collection.compiledAs]);
}

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
  const checker = checkerFor(content, problems);
  for (const collection of namedOnce(collections)) {
    if (collection.perLocale) checkOfKind(checker, collection);
    else {
      const checks = dataFileChecks.get(collection);
      if (checks) checks.run(checker);
      else checkDataFile(checker, collection);
    }
  }
  // Language checks over every text, present and future (content/help/<locale>/ included).
  problems.push(...turkishPlaceholderSuffixProblems(content), ...arabicIsolationProblems(content));
  return problems;
}

/** The problems as the build prints them, one a line. */
export function formatProblems(problems: ContentProblem[]) {
  return `Invalid content:\n${problems.map((p) => `  ${p.file}: ${p.field}: ${p.message}`).join("\n")}`;
}
