// A placeholder stands for a value that changes (a year, a figure, a date). Turkish suffixes follow
// the sound of the value (2023’ten but 2026’dan; 50.000’den but 60.000’den, 1.000.000’dan), so a
// suffix written after a placeholder is right for one value and wrong for the next: Turkish texts
// must put the value where it needs no suffix (rephrase: "{counting_since} tarihinden bu yana").
// Words that agree with a number (plural, Arabic counted nouns) are chosen by model/format/plural-counts.ts.

import type { ContentProblem } from "./checks/checker.ts";
import type { ContentSource } from "./content-source.ts";
import { localeTexts } from "./locale-texts.ts";

/** `{name}` followed by a suffix: an apostrophe and letters (’ten, 'i), or letters straight after it. */
const suffixAfterPlaceholder = /\{\w+\}(?:['’]\p{L}+|\p{L}+)/gu;

/** The suffixes written after placeholders in one text. */
export function suffixesAfterPlaceholders(text: string) {
  return [...text.matchAll(suffixAfterPlaceholder)].map((match) => match[0]);
}

/** Every Turkish text (content, data wording, messages) that attaches a suffix to a placeholder. */
export function turkishPlaceholderSuffixProblems(content: ContentSource): ContentProblem[] {
  return localeTexts(content, "tr").flatMap(({ file, field, text }) =>
    suffixesAfterPlaceholders(text).map((found) => ({
      file,
      field,
      message: `"${found}": a Turkish suffix after a placeholder fits only some values (2023’ten, 2026’dan); rephrase so the value needs no suffix`,
    })),
  );
}
