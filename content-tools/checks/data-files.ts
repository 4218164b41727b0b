// The checks of a data file (content/data/*.yaml, one file for every language): its schema, one
// wording per language of the site, the links and markup of its Markdown; and what a file adds
// to them, found by its collection (validate.ts pairs them): the travel plans' names, the notice's
// dates.
import type { z } from "zod";
import type { DataCollection, notice, travelPlans } from "#model/collections.ts";
import { gazaInstant } from "#model/gaza-clock.ts";
import { baseLocale, isLocale, locales } from "#model/locales.ts";
import { markdownEntries, readOnlyJsonOf } from "#model/schema-json.ts";
import type { Checker } from "./checker.ts";

/** What a data file adds to the checks every data file gets, given the data its collection's schema parsed. */
export type DataFileCheck<Data> = (checker: Checker, file: string, data: Data) => void;

/** A data collection's checks, its own included, ready to run: what `dataCheck` makes of a pair. */
export type DataFileChecks = { collection: DataCollection; run: (checker: Checker) => void };

/**
 * Pairs a data collection with what it adds to the checks, the check typed by the collection's
 * schema: the travel plans' check given the notice fails the type check (data-files.test.ts).
 */
export function dataCheck<Schema extends z.ZodType>(
  collection: DataCollection<Schema>,
  own: NoInfer<DataFileCheck<z.output<Schema>>>,
): DataFileChecks {
  return { collection, run: (checker) => checkDataFile(checker, collection, own) };
}

/** A data file's wording: one entry per language of the site, and no other. */
function checkWording(checker: Checker, file: string, wording: unknown) {
  const entries = (wording && typeof wording === "object" ? wording : {}) as Record<string, unknown>;
  for (const locale of locales)
    if (!entries[locale]) checker.report(file, `wording.${locale}`, "missing: every language needs its wording");
  for (const key of Object.keys(entries)) {
    if (!isLocale(key)) checker.report(file, `wording.${key}`, "is not a language of the site");
  }
}

/**
 * Checks a data file: its schema, every language's wording, what its collection adds (`own`), then
 * the links and markup of its Markdown texts.
 */
export function checkDataFile<Schema extends z.ZodType>(
  checker: Checker,
  collection: DataCollection<Schema>,
  own?: DataFileCheck<z.output<Schema>>,
) {
  const value = checker.readYaml(collection.file);
  if (value === undefined) return;
  const data = checker.checkSchema(collection.schema, value ?? {}, collection.file);
  if (readOnlyJsonOf(collection.schema).properties?.wording)
    checkWording(checker, collection.file, (value as { wording?: unknown } | null)?.wording);
  if (data === undefined) return;
  own?.(checker, collection.file, data);
  for (const { field, text } of markdownEntries(collection.schema, data)) checker.checkMarkdown(text, collection.file, field, "/");
}

/** The travel plans: every plan named in every language, and no name for a plan that is not there. */
export function checkPlanNames(checker: Checker, file: string, data: z.output<typeof travelPlans.schema>) {
  const ids = data.plans.map((plan) => plan.id);
  for (const [locale, wording] of Object.entries(data.wording)) {
    for (const id of ids) if (!wording.names[id]) checker.report(file, `wording.${locale}.names.${id}`, "missing");
    for (const id of Object.keys(wording.names)) {
      if (!ids.includes(id)) checker.report(file, `wording.${locale}.names.${id}`, "is not the id of a plan");
    }
  }
}

/** The notice: real dates in order, both or neither, and English whenever a translation has text. */
export function checkNotice(checker: Checker, file: string, data: z.output<typeof notice.schema>) {
  const { starts, ends } = data;
  if (starts && !ends) checker.report(file, "ends", "missing: a notice with a start needs an end (or leave both empty)");
  if (ends && !starts) checker.report(file, "starts", "missing: a notice with an end needs a start (or leave both empty)");
  // A date that does not exist is reported by the schema; the order is checked between real ones.
  const [startsAt, endsAt] = [starts ? gazaInstant(starts) : null, ends ? gazaInstant(ends) : null];
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt)
    checker.report(file, "ends", `must be after the start (${starts}), got ${ends}`);
  const english = data.wording[baseLocale]?.text;
  for (const [locale, { text }] of Object.entries(data.wording)) {
    if (text && !english)
      checker.report(
        file,
        `wording.${baseLocale}.text`,
        `missing: the ${locale} text needs the English one, which stands in for languages without a text`,
      );
  }
}
