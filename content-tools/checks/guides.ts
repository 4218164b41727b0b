// What a help guide (content/help/, decision 100) adds to the checks every per-language file gets
// (per-locale-files.ts): its `guide` field is its file's name, and a translation has the English
// guide's shape, so a reader who switches language finds step 4 at step 4.
import { type GuideSource, isGuideAction } from "#model/content-schemas/guide-schema.ts";
import { idProblems, reservedGuideIds } from "#model/page-ids.ts";
import { guidePlatforms } from "#model/pages.ts";
import type { Checker } from "./checker.ts";
import type { PerLocaleFile } from "./per-locale-files.ts";

/**
 * Where a translated guide's shape differs from the English one's: the number of steps of each
 * phone, the number of things to have ready, the sections' ids and order, and which paragraph is
 * the page's button. Steps are matched one to one, so a reader switching language finds step 4 at
 * step 4.
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
  else differences.push(...buttonDifferences(english, translation));
  return differences;
}

/**
 * The page's main button is a paragraph written as a link alone: a full stop or a word around the
 * link in one language, or the link joined to the sentence before it, would turn that language's
 * button into a plain link, silently. So each section's buttons, as the renderer will draw them
 * (their targets, in order), must be the English section's. Sections are matched by position
 * (their ids already agree).
 */
function buttonDifferences(english: GuideSource, translation: GuideSource): Array<[string, string]> {
  const differences: Array<[string, string]> = [];
  for (const [index, section] of (english.sections ?? []).entries()) {
    const theirs = buttonsOf(section);
    const mine = buttonsOf(translation.sections?.[index] ?? { id: section.id, paragraphs: [] });
    if (mine.join() === theirs.join()) continue;
    const field = `sections.${index}.paragraphs`;
    if (theirs.length > mine.length)
      differences.push([
        field,
        `the English has the page's button, a link alone ([words](${theirs.find((target) => !mine.includes(target))})); this section has none: write that link as a paragraph of its own, with nothing before or after`,
      ]);
    else if (mine.length > theirs.length)
      differences.push([
        field,
        `has a button the English has not ([words](${mine.find((target) => !theirs.includes(target))}), a link alone): write it inside a sentence, as the English does`,
      ]);
    else differences.push([field, `its button leads to ${mine.join(", ")}, the English one to ${theirs.join(", ")}`]);
  }
  return differences;
}

/** The targets of a section's buttons (its paragraphs that are a link alone), in order. */
const buttonsOf = ({ id, paragraphs }: { id: string; paragraphs: string[] }) =>
  paragraphs.filter((paragraph) => isGuideAction(id, paragraph)).map((paragraph) => /\]\(([^)\s]+)\)/.exec(paragraph)?.[1] ?? "");

/** A guide that fits its schema: named as its file, and shaped as the English guide when translated. */
export function checkGuide(checker: Checker, { name, file, data: guide, english }: PerLocaleFile<GuideSource>) {
  if (guide === undefined) return;
  if (guide.guide !== name) checker.report(file, "guide", `must be "${name}", the file's name`);
  const ids = (guide.sections ?? []).map((section) => section.id);
  for (const { index, message } of idProblems(ids, reservedGuideIds)) checker.report(file, `sections.${index}.id`, message);
  if (english?.data) for (const [field, message] of guideShapeDifferences(english.data, guide)) checker.report(file, field, message);
}
