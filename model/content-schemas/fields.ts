// The shape of every content file under content/, one zod schema per content type, in this folder
// (model/content-schemas/), a file per concern: this one holds what every schema builds its fields
// with; page-meta.ts the top of every page and policy; the pages' schemas, by group, listed in
// page-schemas.ts; data-schemas.ts, guide-schema.ts and notice-schema.ts the rest. Which files each
// schema checks, and what the build makes of them, is model/collections.ts (decision 183).
// The build checks each file against its schema (validate.ts) and the editor at /admin shows each
// field's `.describe()` text as its hint, so the descriptions are written for the people who edit.
//
// Markdown fields (marked in the schemas with `markdown()`) may hold **bold** and links: [words](servicesLink),
// [words](travelLink), [words](distributionPolicyLink), [words](donateLink), a page of this site
// [words](/upload) or [words](/contact#newsletter), or a section of the same policy [words](#eligibility).
// Every other field is plain text. Translations (fr, tr, ar) carry `source_hash`, the fingerprint
// of the English text they were made from (content-tools/source-hash.ts), written by the tools: for a
// page or policy, sourceHash({ ...englishFrontmatter, body: englishBody }); for a data file's
// `wording.<locale>`, sourceHash(wording.en).
import { z } from "zod";

/** The fields whose text is Markdown, compiled to HTML at build time; every other string is plain text. */
export const markdownFields = z.registry<{ markdown: true }>();

/**
 * What the editor (editor/) reads beside `.describe()`: `title` is the field's short label (without
 * one the editor makes it from the key), `multiline` asks for a text box rather than a line,
 * `keyedByLocale` says a record holds one entry per language, `translationsOnly` that English has no
 * such field, `format: "date"` that the text is a calendar date.
 */
export type EditorMeta = {
  title?: string;
  multiline?: true;
  keyedByLocale?: true;
  translationsOnly?: true;
  /** "date": a calendar date; "gaza-datetime": a date and time on Gaza's clock, which the editor shows beside Gaza's time now. */
  format?: "date" | "gaza-datetime";
  /** The words an editor reads for each value of a choice ("Urgent (amber)" for `warning`). */
  optionLabels?: Record<string, string>;
  /** A date the editor requires to come after the date of this other field. */
  after?: string;
  /** A field the editor requires as soon as this other field (a record of texts per language) holds any text. */
  neededWithTextOf?: string;
};

/** How a Markdown field may be written: the editor shows it under every Markdown field. */
export const markdownHint =
  "Markdown: **bold**, and links as [words](target). Targets: servicesLink (the eSIM request site), travelLink (the travel eSIM store), " +
  "distributionPolicyLink (the Distribution Policy), donateLink (the cash donation page), supportLink (our support: the support WhatsApp " +
  "chat when one is set, the contact page otherwise), or a page of this site such as /upload or " +
  "/contact#newsletter (it opens in the reader's language).";

/** A line of plain text. */
export function text(hint: string, title?: string) {
  return z
    .string()
    .trim()
    .min(1, "must not be empty")
    .describe(hint)
    .meta(title ? { title } : {});
}

/**
 * Text that may hold **bold** and links (see the top of this file). Its label is `title`, given here:
 * `.meta()` on the result would be a copy the `markdownFields` registry does not know.
 */
export function markdown(hint: string, title?: string) {
  const schema = z
    .string()
    .trim()
    .min(1, "must not be empty")
    .describe(`${hint} ${markdownHint}`)
    .meta(title ? { title } : {});
  markdownFields.add(schema, { markdown: true });
  return schema.brand<"Markdown">();
}

/** A translation's `source_hash` (see the top of this file): the tools write it, the editor records it on save. */
export const sourceHash = z
  .string()
  .regex(/^[0-9a-f]{12}$/, "must be 12 hexadecimal digits")
  .optional()
  .describe(
    "The fingerprint of the English text this translation was made from. The editor records it when you save a change to " +
      "this translation, or when you press Mark as up to date after checking that it says what the English says.",
  )
  .meta({ title: "English version translated", translationsOnly: true } satisfies EditorMeta);

/** A Markdown string, as written in the files. */
export type Markdown = z.infer<ReturnType<typeof markdown>>;
