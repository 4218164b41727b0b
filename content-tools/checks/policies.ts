// What a policy (content/policies/) adds to the checks every per-language file gets
// (per-locale-files.ts): numbered sections in order (policy-sections.ts reads them), and in a
// translation the English sections, each with the numbers the English one has, so a translated
// "7 days" cannot drift to 8.
import { idProblems, reservedPolicyIds } from "#model/page-ids.ts";
import { policySections } from "../policy-sections.ts";
import type { Checker } from "./checker.ts";
import type { PerLocaleFile } from "./per-locale-files.ts";

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

/** A translated policy: the same sections as English, and the same numbers in each. */
function checkTranslation(checker: Checker, file: string, body: string, english: ReturnType<typeof policySections>) {
  const { intro, sections } = policySections(body);
  const ids = sections.map((s) => s.id).join(", ");
  const englishIds = english.sections.map((s) => s.id).join(", ");
  if (ids !== englishIds) {
    checker.report(file, "body", `its sections (${ids}) differ from the English ones (${englishIds})`);
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
    if (extra.length) checker.report(file, `body: ${name}`, `has numbers the English section does not: ${extra.join(", ")}`);
    if (missing.length) checker.report(file, `body: ${name}`, `lacks numbers of the English section: ${missing.join(", ")}`);
  }
}

/** A policy's sections, numbered in order; a translation's, the English ones with their numbers. */
export function checkPolicy(checker: Checker, { file, body, english }: PerLocaleFile) {
  const { sections, problems } = policySections(body);
  for (const message of problems) checker.report(file, "body", message);
  for (const { index, message } of idProblems(
    sections.map((section) => section.id),
    reservedPolicyIds,
  ))
    checker.report(file, `body: section ${sections[index]?.number} {#anchor}`, message);
  if (english) checkTranslation(checker, file, body, policySections(english.body));
}
