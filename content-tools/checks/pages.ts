// What a page's text (content/pages/) adds to the checks every per-language file gets
// (per-locale-files.ts): its Markdown names only the figures' placeholders, which the build fills.
import { figurePlaceholders } from "#model/content-schemas/data-schemas.ts";
import { isOneOf } from "#model/one-of.ts";
import type { Checker } from "./checker.ts";
import type { PerLocaleFile } from "./per-locale-files.ts";

const isFigurePlaceholder = isOneOf(figurePlaceholders);

/** A page's Markdown: every `{placeholder}` is one of the figures'. */
export function checkPage(checker: Checker, { file, texts }: PerLocaleFile) {
  for (const { field, text } of texts) {
    for (const [, name = ""] of text.matchAll(/\{(\w+)\}/g)) {
      if (!isFigurePlaceholder(name)) {
        checker.report(file, field, `unknown placeholder {${name}} (use ${figurePlaceholders.map((p) => `{${p}}`).join(", ")})`);
      }
    }
  }
}
