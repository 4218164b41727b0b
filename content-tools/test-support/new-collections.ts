// Two made-up collections, each one entry and its schema, added to the list by the tests of the
// content tools (content-tools/collections.test.ts) and of the editor (editor/collections.test.ts):
// a questions page, whose Markdown sits in an array and in a record, and a data file of partners'
// blurbs per language (decision 183). The questions page has a folder of its own, content/questions,
// which no tool names: whatever finds its files has to find them through its entry.
import { z } from "zod";
import { collections, defineCollection } from "#model/collections.ts";
import { markdown, text } from "#model/content-schemas/fields.ts";

const questionsSchema = z
  .object({
    page: z.literal("questions").describe("Which page this file is."),
    title: text("The tab title."),
    description: text("The search description."),
    heading: text("The main heading."),
    intro: text("The introduction."),
    answers: z.array(markdown("An answer.")).min(1).describe("The answers, in order."),
    notes: z.record(z.string(), markdown("A note.")).optional().describe("Notes by topic."),
    source_hash: z.string().optional().describe("The fingerprint of the English text."),
  })
  .strict();

export const questions = defineCollection({
  name: "page-questions",
  perLocale: true,
  folder: "content/questions",
  names: ["questions"],
  schema: questionsSchema,
  compiledAs: "page",
  pathOf: () => "/questions",
  adds: ["figures"],
  owner: "this page",
  label: "Questions page",
  description: "The questions people ask, answered.",
});

const partnersSchema = z
  .object({
    wording: z
      .record(z.string(), z.object({ blurb: markdown("A sentence on our partners.") }).strict())
      .meta({ description: "Each language's blurb.", keyedByLocale: true }),
  })
  .strict();

export const partners = defineCollection({
  name: "partners",
  perLocale: false,
  file: "content/data/partners.yaml",
  schema: partnersSchema,
  label: "Partners",
  description: "A sentence on our partners, in every language.",
});

/** The site's collections and the two new ones. */
export const withNew = [...collections, questions, partners];
