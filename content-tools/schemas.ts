// The shape of every content file under content/, one zod schema per content type. The build checks
// each file against its schema (validate.ts) and the editor at /admin shows each
// field's `.describe()` text as its hint, so the descriptions are written for the people who edit.
//
// Files:
//   content/pages/<locale>/<page>.md        frontmatter: pageSchemas[page]; body: empty (pages are all fields)
//   content/policies/<locale>/<slug>.md     frontmatter: policyFrontmatter; body: Markdown, `## N. Title {#anchor}` sections
//   content/data/figures.yaml               figuresSchema
//   content/data/travel-plans.yaml          travelPlansSchema
//   content/data/policies.yaml              policyDatesSchema
//   content/data/notice.yaml                noticeSchema (the site-wide notice; an empty translation shows the English)
//
// Markdown fields (marked below with `markdown()`) may hold **bold** and links: [words](servicesLink),
// [words](travelLink), [words](distributionPolicyLink), [words](donateLink), a page of this site
// [words](/upload) or [words](/contact#newsletter), or a section of the same policy [words](#eligibility).
// Every other field is plain text. Translations (fr, tr, ar) carry `source_hash`, the fingerprint
// of the English text they were made from (source-hash.js), written by the tools: for a
// page or policy, sourceHash({ ...englishFrontmatter, body: englishBody }); for a data file's
// `wording.<locale>`, sourceHash(wording.en).
import { z } from "zod";
import { policySlugs } from "../src/lib/pages.js";

/** The fields whose text is Markdown, compiled to HTML at build time; every other string is plain text. */
export const markdownFields = z.registry<{ markdown: true }>();

/** A line of plain text. */
function text(hint: string) {
  return z.string().trim().min(1, "must not be empty").describe(hint);
}

/** Text that may hold **bold** and links (see the top of this file). */
function markdown(hint: string) {
  const schema = z.string().trim().min(1, "must not be empty").describe(`${hint} Markdown: **bold**, [words](link).`);
  markdownFields.add(schema, { markdown: true });
  return schema.brand<"Markdown">();
}

const sourceHash = z
  .string()
  .regex(/^[0-9a-f]{12}$/, "must be 12 hexadecimal digits")
  .optional()
  .describe("Written by the tools: the fingerprint of the English text this translation was made from. Leave as it is.");

/** The top of every page and policy file. */
const pageMeta = {
  title: text("The page's name in the browser tab and in search results (the site's name is added after it)."),
  description: text("One or two sentences shown under the title in search results and link previews."),
  heading: text("The page's main heading, at the top of the page."),
  intro: text("The short paragraph under the main heading."),
  source_hash: sourceHash,
};

/** The page a file belongs to, the same as its file name: the editor lists each page's files by it. */
function pageName<Page extends string>(page: Page) {
  return z.literal(page, `must be "${page}", the file's name`).describe("Which page this file is. Leave as it is.");
}

const section = (what: string) =>
  z.object({
    heading: text(`The heading of ${what}.`),
    paragraphs: z.array(markdown("A paragraph.")).min(1).describe(`The paragraphs of ${what}, in order.`),
  });

const card = (what: string) => z.object({ title: text(`The title of ${what}.`), body: markdown(`The text of ${what}.`) }).strict();

export const homeSchema = z
  .object({
    ...pageMeta,
    page: pageName("home"),
    impact: z
      .object({
        heading: text("The heading of the dark band with the two impact figures."),
        statement: markdown("The sentences beside the impact figures (the figures themselves are in the figures data)."),
      })
      .strict()
      .describe("The dark band with the two impact figures."),
    mission: section("the mission section").strict().describe("The mission section."),
    goal: section("the goal section").strict().describe("The goal section."),
    networkDamage: section("the section on why Gaza needs another way to connect")
      .strict()
      .describe("The section on why Gaza needs another way to connect."),
    lifeline: section("the lifeline section")
      .extend({ people: z.array(card("a card on who a connection helps")).min(1).describe("The cards on who a connection helps.") })
      .strict()
      .describe("The section on who a connection helps, with its cards."),
    goals: z
      .array(
        section("a goal band")
          .extend({
            id: z
              .enum(["connect", "community"])
              .describe("Which illustration the band shows: connect (a phone receiving an eSIM) or community."),
            imageAlt: text("A description of the illustration for people who cannot see it."),
          })
          .strict(),
      )
      .length(2)
      .describe("The two bands with an illustration: getting people online, keeping them connected."),
    donate: section("the donation band at the bottom")
      .extend({
        cashCta: text("The button to the cash donation page."),
        inKindCta: text("The button to the eSIM donation steps."),
      })
      .strict()
      .describe("The donation band at the bottom of the page."),
  })
  .strict();

export const aboutSchema = z
  .object({
    ...pageMeta,
    page: pageName("about"),
    story: section("the story section").strict().describe("The story section."),
    mission: section("the mission section").strict().describe("The mission section."),
    impact: section("the impact section, beside the two figures (the figures are in the figures data)")
      .strict()
      .describe("The impact section, beside the two figures (the figures are in the figures data)."),
    operations: z
      .object({
        heading: text("The heading of the section on how the program works."),
        intro: markdown("The sentence under that heading."),
        groups: z
          .array(
            z
              .object({
                heading: text("The heading of a card of rules."),
                items: z.array(markdown("A rule.")).min(1).describe("The rules in this card, as a bulleted list."),
              })
              .strict(),
          )
          .min(1)
          .describe("The cards of rules (requests, priority, delivery, funding)."),
      })
      .strict()
      .describe("The section on how the program works."),
    partners: z
      .object({
        heading: text("The heading above the partner logos (shown only when partners are configured)."),
        intro: markdown("The sentence above the partner logos."),
      })
      .strict()
      .describe("The band above the partner logos."),
    closing: section("the closing section")
      .extend({ cta: text("The button to the donation page.") })
      .strict()
      .describe("The closing section with its button."),
  })
  .strict();

export const donateSchema = z
  .object({
    ...pageMeta,
    page: pageName("donate"),
    cash: z
      .object({
        heading: text("The heading of the cash donation card."),
        badge: text("The small label at the top of the cash donation card."),
        paragraphs: z.array(markdown("A paragraph.")).min(1).describe("The paragraphs of the cash donation card."),
        points: z.array(text("A point, shown with a check mark.")).min(1).describe("The short points under the paragraphs."),
        cta: text("The button to the cash donation page."),
      })
      .strict()
      .describe("The cash donation card."),
    inKind: z
      .object({
        heading: text("The heading of the eSIM donation card."),
        intro: markdown("The sentences under that heading."),
        step1: z
          .object({
            label: text('The step\'s label, e.g. "Step 1".'),
            title: text("The step's title."),
            body: markdown("The step's explanation, above the store buttons."),
            stores: z
              .object({
                egypt: text("The button to the store's Egypt eSIM."),
                israel: text("The button to the store's Israel eSIM."),
                regional: text("The button to the store's Middle East regional eSIM."),
              })
              .strict()
              .describe("The names of the store buttons."),
          })
          .strict()
          .describe("Step 1 of the eSIM donation card."),
        step2: z
          .object({
            label: text('The step\'s label, e.g. "Step 2".'),
            title: text("The step's title."),
            body: markdown("The step's explanation."),
            cta: text("The button to the upload form."),
          })
          .strict()
          .describe("Step 2 of the eSIM donation card."),
      })
      .strict()
      .describe("The eSIM donation card."),
    tax: section("the tax information section").strict().describe("The tax information section."),
  })
  .strict();

export const uploadSchema = z
  .object({
    ...pageMeta,
    page: pageName("upload"),
    prompt: z.array(markdown("A paragraph.")).min(1).describe("The paragraphs above the checklist."),
    checklist: z
      .object({
        heading: text("The heading of the checklist."),
        items: z.array(markdown("A thing to check before uploading.")).min(1).describe("The checklist, one item each."),
      })
      .strict()
      .describe("The checklist beside the upload form."),
    formHeading: text("The heading above the upload form."),
  })
  .strict();

export const travelSchema = z
  .object({
    ...pageMeta,
    page: pageName("travel"),
    about: section("the first section").strict().describe("The first section."),
    why: z
      .object({
        heading: text("The heading of the reasons to buy."),
        items: z.array(card("a reason to buy")).min(1).describe("The reasons to buy, one card each."),
      })
      .strict()
      .describe("The reasons to buy, as cards."),
    impact: section("the section on where the profit goes ({esims_distributed}, {people_connected} and {counting_since} show the figures)")
      .strict()
      .describe("The section on where the profit goes."),
    plans: z
      .object({
        heading: text("The heading of the sample plans (the plans and their names are in the travel plans data)."),
        intro: markdown("The sentence above the sample plans."),
        note: markdown("The small note under the sample plans."),
      })
      .strict()
      .describe("The sample plans section (the plans themselves are in the travel plans data)."),
    howItWorks: z
      .object({
        heading: text("The heading of the numbered steps."),
        steps: z.array(markdown("A step.")).min(1).describe("The steps, in order."),
      })
      .strict()
      .describe("The numbered steps."),
    ready: section("the closing band")
      .extend({ cta: text("The button to the travel store.") })
      .strict()
      .describe("The closing band with its button."),
  })
  .strict();

export const contactSchema = z
  .object({
    ...pageMeta,
    page: pageName("contact"),
    urgent: z
      .object({
        heading: text("The heading of the card for people in Gaza and partners."),
        body: markdown("The text telling people in Gaza where to request an eSIM."),
        partnerships: markdown("The text for organisations that want to partner."),
        cta: text("The button to the request site."),
      })
      .strict()
      .describe("The card for people in Gaza and for partners."),
    newsletter: z
      .object({
        heading: text("The heading of the newsletter card."),
        body: markdown("The sentence above the newsletter form."),
      })
      .strict()
      .describe("The newsletter card."),
    form: z
      .object({
        heading: text("The heading above the contact form."),
        body: markdown("The text above the contact form."),
      })
      .strict()
      .describe("The section above the contact form."),
    social: z
      .object({
        heading: text("The heading of the social channels."),
        body: markdown("The sentence above the social channel buttons."),
      })
      .strict()
      .describe("The social channels section."),
  })
  .strict();

export const policiesSchema = z
  .object({
    ...pageMeta,
    page: pageName("policies"),
    summaries: z
      .object({
        terms: markdown("The summary on the Terms of Service card."),
        privacy: markdown("The summary on the Privacy Policy card."),
        distribution: markdown("The summary on the Distribution Policy card."),
        partner: markdown("The summary on the Partner Policy card."),
      })
      .strict()
      .describe("The summary on each card of the policies page."),
    read: text('The link on each card, e.g. "Read the policy".'),
  })
  .strict();

export const requestDatesSchema = z
  .object({ ...pageMeta, page: pageName("request-dates") })
  .strict()
  .describe("The page's title and introduction; the calculator's labels and the rules tables are interface text (messages).");

/** Every page's schema, by page name (the file is content/pages/<locale>/<page>.md). */
export const pageSchemas = {
  home: homeSchema,
  about: aboutSchema,
  contact: contactSchema,
  donate: donateSchema,
  upload: uploadSchema,
  travel: travelSchema,
  policies: policiesSchema,
  "request-dates": requestDatesSchema,
} as const;

export type PageName = keyof typeof pageSchemas;
export const pageNames = Object.keys(pageSchemas) as PageName[];

/** The frontmatter of a policy (content/policies/<locale>/<slug>.md); its text is the Markdown body. */
export const policyFrontmatter = z.object(pageMeta).strict();

export { policySlugs };

const yearMonth = z
  .union([z.string(), z.date()])
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 7) : value))
  .pipe(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month written YYYY-MM"));

const day = z
  .union([z.string(), z.date()])
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
  .pipe(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be a date written YYYY-MM-DD"));

const count = (hint: string) => z.number().int().nonnegative().describe(hint);

/** content/data/figures.yaml: the program's headline figures, and each language's wording of them. */
export const figuresSchema = z
  .object({
    esims_distributed: count("How many eSIMs have been distributed (the pages say 'over' this number)."),
    people_connected: count("How many people have been connected (the pages say 'over' this number)."),
    counting_since: yearMonth.describe("The month the counting starts, YYYY-MM (2023-10 is October 2023)."),
    wording: z
      .record(
        z.string(),
        z
          .object({
            esims: text("How the eSIM figure is written: {value} is the number, e.g. '{value}+'."),
            esims_label: text("The words under the eSIM figure; {counting_since} is the month counting starts."),
            people: text("How the people figure is written: {value} is the number."),
            people_label: text("The words under the people figure."),
            source_hash: sourceHash,
          })
          .strict(),
      )
      .describe("Each language's wording of the figures, by language code (en, fr, tr, ar)."),
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
              .describe("A short name for the plan, used to find its name in each language (e.g. egypt)."),
            data_gb: count("The plan's data allowance, in GB."),
            days: count("How many days the plan is valid."),
            price_usd: z.number().positive().describe("The plan's price in US dollars."),
          })
          .strict(),
      )
      .min(1)
      .describe("The sample plans, in the order the page shows them."),
    wording: z
      .record(
        z.string(),
        z
          .object({
            names: z.record(z.string(), text("The plan's name.")).describe("Each plan's name, by its id."),
            data: text("How the data allowance is written: {value} is the number of GB, e.g. '{value} GB'."),
            validity: text("How the validity is written: {value} is the number of days, e.g. '{value} days'."),
            price: text(
              "How a price is written: {value} is the number of US dollars, e.g. '$' then {value}; Arabic counts 11 to 99 with «دولارًا».",
            ),
            source_hash: sourceHash,
          })
          .strict(),
      )
      .describe("Each language's wording of the plans, by language code (en, fr, tr, ar)."),
  })
  .strict();

/** content/data/policies.yaml: each policy's effective date; a policy without one shows none. */
export const policyDatesSchema = z.object(
  Object.fromEntries(
    policySlugs.map((slug) => [
      slug,
      z
        .object({
          effective: day.optional().describe("The date the policy takes effect, YYYY-MM-DD. Leave empty if it has none: no date is shown."),
        })
        .strict(),
    ]),
  ) as Record<(typeof policySlugs)[number], z.ZodObject<{ effective: z.ZodOptional<typeof day> }>>,
);

/** The placeholders a travel page paragraph may use, filled from the figures data. */
export const figurePlaceholders = ["esims_distributed", "people_connected", "counting_since"] as const;

/** A Markdown string, as written in the files. */
export type Markdown = z.infer<ReturnType<typeof markdown>>;

/** The text of a page as written in its file. */
export type PageSource<Page extends PageName> = z.infer<(typeof pageSchemas)[Page]>;

/** A date and time on Gaza's clock, as the notice's dates are written: `YYYY-MM-DDTHH:MM`. */
const gazaDateTime = z
  .union([z.string(), z.date()])
  // A YAML timestamp would arrive as a Date; the file's text is what the editor meant, in Gaza time.
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 16) : value.trim()))
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, {
        message: "must be a date and time written YYYY-MM-DDTHH:MM (e.g. 2026-11-24T09:00)",
        abort: true,
      })
      .refine(isCalendarDateTime, "is not a date and time that exists (check the day of the month and the hour)"),
  );

function isCalendarDateTime(value: string) {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = value.split(/[-T:]/).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getUTCHours() === hour && date.getUTCMinutes() === minute;
}

/** An optional field that may also be written empty (the editor saves a cleared date as ""). */
const emptyOr = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** A language's notice: Markdown like the pages' text, but may be empty (the English then stands in). */
const noticeText = z
  .preprocess((value) => value ?? "", z.string().trim())
  .describe(
    "The notice, one or two short sentences. Markdown: **bold**, [words](link). Leave a language empty to show the English text there until it is translated.",
  );
markdownFields.add(noticeText, { markdown: true });

/**
 * content/data/notice.yaml: one notice at the top of every page, between its two dates (Gaza time).
 * No English text, or no dates, means no notice; a language without its own text shows the English.
 */
export const noticeSchema = z
  .object({
    starts: emptyOr(gazaDateTime).describe(
      "When the notice starts to show, on Gaza's clock: YYYY-MM-DDTHH:MM (2026-11-24T09:00 is 24 November 2026, 9 in the morning). The pages say 'since' this time.",
    ),
    ends: emptyOr(gazaDateTime).describe(
      "When the notice stops showing, on Gaza's clock, YYYY-MM-DDTHH:MM. Leave both dates empty to take the notice down.",
    ),
    kind: z
      .enum(["info", "warning"])
      .default("info")
      .describe("info (news, a date that moved) or warning (a service is down, something people must act on): warning is shown in amber."),
    wording: z
      .record(
        z.string(),
        z
          .object({
            text: noticeText,
            source_hash: sourceHash,
          })
          .strict(),
      )
      .describe("The notice in each language, by language code (en, fr, tr, ar)."),
  })
  .strict();

/** The notice file as written, after its schema. */
export type NoticeSource = z.infer<typeof noticeSchema>;
