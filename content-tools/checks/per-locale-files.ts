// The checks every file of a per-language collection gets (a page, a policy, a guide), in every
// language, English first: it exists, its frontmatter fits the schema, it has a body only where its
// collection has one, and its Markdown holds no HTML and no link that goes nowhere. Then its kind's
// own check (pages.ts, policies.ts, guides.ts), given the file and its English version to compare.
import type { z } from "zod";
import { type CompiledAs, fileOf, type KindData, type PerLocaleCollection } from "#model/collections.ts";
import { baseLocale, locales } from "#model/locales.ts";
import { markdownEntries } from "#model/schema-json.ts";
import type { Checker } from "./checker.ts";

/** One file of a per-language collection once it has passed the checks every file gets: what its kind's check reads. */
export type PerLocaleFile<Data extends object = object> = {
  /** The file's name in its collection (`install`), the same in every language. */
  name: string;
  file: string;
  /** Its Markdown body: a policy's text; empty, or reported, for the others. */
  body: string;
  /** Its frontmatter as the schema parsed it, or undefined when it does not fit (already reported). */
  data: Data | undefined;
  /** Its Markdown fields, by field (`goals.0.paragraphs.0`), the body apart. */
  texts: Array<{ field: string; text: string }>;
  /** The English file of the same name, to compare a translation with: none for English itself, or when the English file could not be read. */
  english: { body: string; data: Data | undefined } | undefined;
};

/** What a kind of per-language file adds to the checks every file gets, given the data its kind's schema parses to. */
export type PerLocaleCheck<Data extends object = object> = (checker: Checker, file: PerLocaleFile<Data>) => void;

/** Each kind's check, typed by the kind's data (model/collections.ts): a check paired with the wrong kind fails the type check. */
export type PerLocaleChecks = { [Kind in CompiledAs]: PerLocaleCheck<KindData[Kind]> };

/**
 * Checks one file of a per-language collection: its schema, no body where it has none, and the
 * links and markup of every Markdown text (its body's too). Returns what its kind's check needs.
 */
function checkPerLocaleFile<Data extends object, Name extends string>(
  checker: Checker,
  collection: PerLocaleCollection<z.ZodType<Data>, Name>,
  name: Name,
  locale: string,
) {
  const file = fileOf(collection, locale, name);
  const source = checker.readMarkdown(file);
  if (!source) return undefined;
  const data = checker.checkSchema(collection.schema, source.frontmatter, file);
  if (collection.body) checker.checkMarkdown(source.body, file, "body", collection.pathOf(name), "body");
  else if (source.body.trim())
    checker.report(file, "body", `${collection.owner ?? "this file"} has no free text: write its text in the fields of the frontmatter`);
  const texts = data === undefined ? [] : markdownEntries(collection.schema, data);
  for (const { field, text } of texts) checker.checkMarkdown(text, file, field, collection.pathOf(name));
  return { file, body: source.body, data, texts };
}

/** Every file of a per-language collection, in every language (English first), then what its kind adds (`kind`). */
export function checkPerLocaleCollection<Data extends object, Name extends string>(
  checker: Checker,
  collection: PerLocaleCollection<z.ZodType<Data>, Name>,
  kind: PerLocaleCheck<Data>,
) {
  for (const name of collection.names) {
    let english: PerLocaleFile<Data>["english"];
    for (const locale of [baseLocale, ...locales.filter((other) => other !== baseLocale)]) {
      const checked = checkPerLocaleFile(checker, collection, name, locale);
      if (!checked) continue;
      if (locale === baseLocale) english = { body: checked.body, data: checked.data };
      kind(checker, { name, ...checked, english: locale === baseLocale ? undefined : english });
    }
  }
}
