// The data files of content/data/ besides the notice (notice-schema.ts): the program's figures,
// the travel store's sample plans, and the policies' effective dates. Each language's wording of
// the figures and plans sits in the same file, under `wording.<locale>`.
import { z } from "zod";
import { policySlugs } from "../pages.ts";
import { type EditorMeta, sourceHash, text } from "./fields.ts";

const yearMonth = z
  .union([z.string(), z.date()])
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 7) : value))
  .pipe(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month written YYYY-MM"));

const day = z
  .union([z.string(), z.date()])
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
  .pipe(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be a date written YYYY-MM-DD"))
  .meta({ format: "date" } satisfies EditorMeta);

/**
 * Words for a number: one template per plural category of the language (model/format/plural-counts.ts), so
 * the words follow the value ("1 day" / "2 days"; Arabic «يوم واحد» / «يومان» / «3 أيام» / «11 يومًا» / «100 يوم»).
 */
function countForms(hint: string) {
  const form = (category: string) => text(`The words when the number is in the "${category}" plural category; {value} is the number.`);
  return z
    .object({
      zero: form("zero").optional(),
      one: form("one").optional(),
      two: form("two").optional(),
      few: form("few").optional(),
      many: form("many").optional(),
      other: form("other"),
    })
    .strict()
    .describe(`${hint} One form per plural category of the language; "other" is required and used for any category left out.`);
}

const count = (hint: string) => z.number().int().nonnegative().describe(hint);

/** content/data/figures.yaml: the program's headline figures, and each language's wording of them. */
export const figuresSchema = z
  .object({
    esims_distributed: count(
      "How many eSIMs have been distributed, a whole number without commas (50000); the pages say 'over' this number.",
    ).meta({
      title: "eSIMs distributed",
    }),
    people_connected: count(
      "How many people have been connected, a whole number without commas (200000); the pages say 'over' this number.",
    ),
    counting_since: yearMonth.describe("The month the counting starts, YYYY-MM (2023-10 is October 2023)."),
    wording: z
      .record(
        z.string(),
        z
          .object({
            esims: text(
              "How the eSIM figure is written: {value} is the number, e.g. '{value}+'. Keep {value} as it is.",
              "eSIMs number as shown",
            ),
            esims_label: text("The words under the eSIM figure; {counting_since} is the month counting starts.", "eSIMs caption"),
            people: text("How the people figure is written: {value} is the number. Keep {value} as it is.", "People number as shown"),
            people_label: text("The words under the people figure.", "People caption"),
            source_hash: sourceHash,
          })
          .strict(),
      )
      .describe("Each language's wording of the figures, by language code (en, fr, tr, ar).")
      .meta({ title: "Wording in each language", keyedByLocale: true } satisfies EditorMeta),
  })
  .strict();

/** content/data/travel-plans.yaml: the sample plans on /travel, and each language's names for them. */
export const travelPlansSchema = z
  .object({
    plans: z
      .array(
        z
          .object({
            id: z
              .string()
              .regex(/^[a-z][a-z0-9-]*$/, "must be lower-case letters, digits and hyphens")
              .describe(
                "A short name for the plan, used to find its name in each language (e.g. egypt). Change it only with its names below.",
              )
              .meta({ title: "Identifier" }),
            data_gb: z.number().int().min(1).describe("The plan's data allowance, in GB.").meta({ title: "Data (GB)" }),
            days: z.number().int().min(1).describe("How many days the plan is valid."),
            price_usd: z
              .number()
              .min(0.01, "must be at least one cent")
              .describe("The plan's price in US dollars, without the $ sign (cents after a dot: 9.99).")
              .meta({ title: "Price (US dollars)" }),
          })
          .strict(),
      )
      .min(1)
      .describe("The sample plans, in the order the page shows them.")
      .meta({ title: "Sample plans" }),
    wording: z
      .record(
        z.string(),
        z
          .object({
            names: z.record(z.string(), text("The plan's name.")).describe("Each plan's name, by its id.").meta({ title: "Plan names" }),
            data: text("How the data allowance is written: {value} is the number of GB, e.g. '{value} GB'."),
            validity: countForms(
              "How the validity is written: {value} is the number of days, e.g. one: '{value} day', other: '{value} days'.",
            ),
            price: countForms("How a price is written: {value} is the number of US dollars, e.g. other: '$' then {value}."),
            source_hash: sourceHash,
          })
          .strict(),
      )
      .describe("Each language's wording of the plans, by language code (en, fr, tr, ar).")
      .meta({ title: "Wording in each language", keyedByLocale: true } satisfies EditorMeta),
  })
  .strict();

/** content/data/policies.yaml: each policy's effective date; a policy without one shows none. */
export const policyDatesSchema = z.object(
  Object.fromEntries(
    policySlugs.map((slug) => [
      slug,
      z
        .object({
          effective: day
            .optional()
            .describe("The date the policy takes effect, YYYY-MM-DD. Leave empty if it has none: no date is shown.")
            .meta({ title: "Effective date" }),
        })
        .strict()
        .describe("The dates of this policy."),
    ]),
  ) as Record<(typeof policySlugs)[number], z.ZodObject<{ effective: z.ZodOptional<typeof day> }>>,
);

/** The placeholders a travel page paragraph may use, filled from the figures data. */
export const figurePlaceholders = ["esims_distributed", "people_connected", "counting_since"] as const;
