// The shape of every content file under content/, one zod schema per content type. Which files
// each schema checks, and what the build makes of them, is model/collections.ts (decision 183).
// The build checks each file against its schema (validate.ts) and the editor at /admin shows each
// field's `.describe()` text as its hint, so the descriptions are written for the people who edit.
//
// Markdown fields (marked below with `markdown()`) may hold **bold** and links: [words](servicesLink),
// [words](travelLink), [words](distributionPolicyLink), [words](donateLink), a page of this site
// [words](/upload) or [words](/contact#newsletter), or a section of the same policy [words](#eligibility).
// Every other field is plain text. Translations (fr, tr, ar) carry `source_hash`, the fingerprint
// of the English text they were made from (content-tools/source-hash.ts), written by the tools: for a
// page or policy, sourceHash({ ...englishFrontmatter, body: englishBody }); for a data file's
// `wording.<locale>`, sourceHash(wording.en).
import { z } from "zod";
import { isCalendarDateTime } from "./gaza-clock.ts";
import { guideSlugs, policySlugs } from "./pages.ts";

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

const sourceHash = z
  .string()
  .regex(/^[0-9a-f]{12}$/, "must be 12 hexadecimal digits")
  .optional()
  .describe(
    "The fingerprint of the English text this translation was made from. The editor records it when you save a change to " +
      "this translation, or when you press Mark as up to date after checking that it says what the English says.",
  )
  .meta({ title: "English version translated", translationsOnly: true } satisfies EditorMeta);

/** The top of every page and policy file. */
const pageMeta = {
  title: text(
    "The page's name in the browser tab and in search results (the site's name is added after it). About 60 characters at most.",
    "Browser tab title",
  ),
  description: text("One or two sentences shown under the title in search results and link previews. About 150 characters.").meta({
    title: "Search description",
    multiline: true,
  } satisfies EditorMeta),
  heading: text("The page's main heading, at the top of the page.", "Main heading"),
  intro: text("The short paragraph under the main heading.").meta({ title: "Introduction", multiline: true } satisfies EditorMeta),
  source_hash: sourceHash,
};

/** The top of a page or policy file as its data has it (model/page-text/types.ts's PageMetaText). */
export type PageMeta = z.output<z.ZodObject<typeof pageMeta>>;

/** The page a file belongs to, the same as its file name: the editor lists each page's files by it. */
function pageName<Page extends string>(page: Page) {
  return z.literal(page, `must be "${page}", the file's name`).describe("Which page this file is. Leave as it is.");
}

const section = (what: string) =>
  z.object({
    heading: text(`The heading of ${what}.`),
    paragraphs: z.array(markdown("A paragraph.", "Paragraph")).min(1).describe(`The paragraphs of ${what}, in order.`),
  });

const card = (what: string) =>
  z
    .object({ title: text(`The title of ${what}.`), body: markdown(`The text of ${what}.`, "Text") })
    .strict()
    .meta({ title: "Card" });

export const homeSchema = z
  .object({
    ...pageMeta,
    page: pageName("home"),
    beforeRequest: z
      .object({
        heading: text('The heading of the card beside the request button, e.g. "Before you request".', "Card heading"),
        whoHeading: text("The heading of the two lines on who can request.", "Who can request: heading"),
        who: z
          .array(markdown("One condition, in a short line.", "Condition"))
          .length(2)
          .describe(
            "Who can request, in two short lines and in this order, saying only what the Distribution Policy says: " +
              "living in the Gaza Strip; a valid Palestinian number with an active WhatsApp account. A phone that supports " +
              "eSIM is not a condition of the policy: it is the first thing to do, in the steps below.",
          )
          .meta({ title: "Who can request" }),
        stepsHeading: text("The heading of the two things to do before the request form.", "Before the form: heading"),
        steps: z
          .array(markdown("One thing to do, with a link to its guide.", "Step"))
          .length(2)
          .describe(
            "The two things to do before opening the request form, in order: check the phone ([words](/help/check-your-phone)), " +
              "then write down the networks it sees ([words](/help/visible-networks)).",
          )
          .meta({ title: "Before the form" }),
      })
      .strict()
      .describe("The card beside the request button at the top: who can request, and what to do before the request form."),
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
      .extend({
        people: z
          .array(card("a card on who a connection helps"))
          .min(1)
          .describe("The cards on who a connection helps.")
          .meta({ title: "Who it helps" }),
      })
      .strict()
      .describe("The section on who a connection helps, with its cards."),
    goals: z
      .array(
        section("a goal band")
          .extend({
            id: z
              .enum(["connect", "community"])
              .describe("Which illustration the band shows: connect (a phone receiving an eSIM) or community.")
              .meta({ title: "Illustration" }),
            imageAlt: text("A description of the illustration for people who cannot see it.", "Illustration description"),
          })
          .strict(),
      )
      .length(2)
      .describe("The two bands with an illustration: getting people online, keeping them connected."),
    donate: section("the donation band at the bottom")
      .extend({
        cashCta: text("The button to the cash donation page.", "Cash button"),
        inKindCta: text("The button to the eSIM donation steps.", "eSIM button"),
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
        intro: markdown("The sentence under that heading.", "Introduction"),
        groups: z
          .array(
            z
              .object({
                heading: text("The heading of a card of rules."),
                items: z
                  .array(markdown("A rule.", "Rule"))
                  .min(1)
                  .describe("The rules in this card, as a bulleted list.")
                  .meta({ title: "Rules" }),
              })
              .strict(),
          )
          .min(1)
          .describe("The cards of rules (requests, priority, delivery, funding)."),
      })
      .strict()
      .describe("The section on how the program works.")
      .meta({ title: "How we work" }),
    partners: z
      .object({
        heading: text("The heading above the partner logos (shown only when partners are configured)."),
        intro: markdown("The sentence above the partner logos.", "Introduction"),
      })
      .strict()
      .describe("The band above the partner logos."),
    closing: section("the closing section")
      .extend({ cta: text("The button to the donation page.", "Button") })
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
        paragraphs: z.array(markdown("A paragraph.", "Paragraph")).min(1).describe("The paragraphs of the cash donation card."),
        points: z.array(text("A point, shown with a check mark.", "Point")).min(1).describe("The short points under the paragraphs."),
        cta: text("The button to the cash donation page.", "Button"),
      })
      .strict()
      .describe("The cash donation card.")
      .meta({ title: "Cash donation" }),
    inKind: z
      .object({
        heading: text("The heading of the eSIM donation card."),
        intro: markdown("The sentences under that heading.", "Introduction"),
        closed: markdown(
          "Shown before step 1 while the upload form is not set up: asks donors not to buy an eSIM until it is open, and offers the cash donation.",
          "While the upload form is closed",
        ),
        checkFirst: markdown(
          "Shown before step 1 while the upload form is set up: asks donors to open it and check that it loads before they buy.",
          "Before buying",
        ),
        step1: z
          .object({
            label: text('The step\'s label, e.g. "Step 1".', "Step label"),
            title: text("The step's title."),
            body: markdown(
              "The step's explanation, above the store's plans (the plans, their names and prices are in the travel plans data).",
              "Text",
            ),
            plansNote: markdown("The small note under the store's plans.", "Note under the plans"),
            otherProvider: markdown(
              "What to do about an eSIM from another provider: only what the program states, otherwise ask before buying.",
              "Another provider",
            ),
          })
          .strict()
          .describe("Step 1 of the eSIM donation card."),
        step2: z
          .object({
            label: text('The step\'s label, e.g. "Step 2".', "Step label"),
            title: text("The step's title."),
            body: markdown("The step's explanation, and what happens to the eSIM after the upload.", "Text"),
            cta: text("The button to the upload form.", "Button"),
          })
          .strict()
          .describe("Step 2 of the eSIM donation card."),
      })
      .strict()
      .describe("The eSIM donation card.")
      .meta({ title: "eSIM donation" }),
    tax: section("the tax information section").strict().describe("The tax information section."),
  })
  .strict();

export const uploadSchema = z
  .object({
    ...pageMeta,
    page: pageName("upload"),
    prompt: z
      .array(markdown("A paragraph.", "Paragraph"))
      .min(1)
      .describe("The paragraphs above the checklist.")
      .meta({ title: "Before the form" }),
    checklist: z
      .object({
        heading: text("The heading of the checklist."),
        items: z
          .array(markdown("A thing to check before uploading.", "Point"))
          .min(1)
          .describe("The checklist, one item each.")
          .meta({ title: "Points" }),
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
    about: section("the first section, on what the travel store is").strict().describe("The first section, on what the travel store is."),
    why: z
      .object({
        heading: text("The heading of the reasons to buy."),
        items: z.array(card("a reason to buy")).min(1).describe("The reasons to buy, one card each.").meta({ title: "Cards" }),
      })
      .strict()
      .describe("The reasons to buy, as cards.")
      .meta({ title: "Why buy here" }),
    impact: section("the section on where the profit goes ({esims_distributed}, {people_connected} and {counting_since} show the figures)")
      .strict()
      .describe("The section on where the profit goes."),
    plans: z
      .object({
        heading: text("The heading of the sample plans (the plans and their names are in the travel plans data)."),
        intro: markdown("The sentence above the sample plans.", "Introduction"),
        note: markdown("The small note under the sample plans."),
      })
      .strict()
      .describe("The sample plans section (the plans themselves are in the travel plans data).")
      .meta({ title: "Sample plans" }),
    howItWorks: z
      .object({
        heading: text("The heading of the numbered steps."),
        steps: z.array(markdown("A step.", "Step")).min(1).describe("The steps, in order."),
      })
      .strict()
      .describe("The numbered steps to buy and install a travel eSIM."),
    ready: section("the closing band")
      .extend({ cta: text("The button to the travel store.", "Button") })
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
        body: markdown("The text telling people in Gaza where to request an eSIM.", "Text"),
        partnerships: markdown("The sentence pointing organisations to the Partner with us section (/contact#partner)."),
        cta: text("The button to the request site.", "Button"),
      })
      .strict()
      .describe("The card for people in Gaza and for partners.")
      .meta({ title: "Urgent requests" }),
    partner: z
      .object({
        heading: text("The heading of the section for organisations that want to become partners."),
        intro: markdown("The sentences under that heading (link the Partner Policy here).", "Introduction"),
        requirementsHeading: text("The heading of what an organisation must have and send.", "Requirements heading"),
        requirements: z
          .array(markdown("One requirement, as the Partner Policy states it (section 2).", "Requirement"))
          .min(1)
          .describe("What an organisation must have and send: only what the Partner Policy requires."),
        stepsHeading: text("The heading of the steps to become a partner.", "Steps heading"),
        steps: z
          .array(markdown("One step, as the Partner Policy states it.", "Step"))
          .min(1)
          .describe("The steps to become a partner, in order: only what the Partner Policy states."),
        channel: markdown("Where to write to apply.", "Where to write"),
      })
      .strict()
      .describe("The section for organisations that want to become partners (its anchor is #partner).")
      .meta({ title: "Partner with us" }),
    newsletter: z
      .object({
        heading: text("The heading of the newsletter card."),
        body: markdown("The sentence above the newsletter form.", "Text"),
      })
      .strict()
      .describe("The newsletter card."),
    form: z
      .object({
        heading: text("The heading above the contact form."),
        body: markdown("The text above the contact form.", "Text"),
      })
      .strict()
      .describe("The section above the contact form.")
      .meta({ title: "Contact form" }),
    social: z
      .object({
        heading: text("The heading of the social channels."),
        body: markdown("The sentence above the social channel buttons.", "Text"),
      })
      .strict()
      .describe("The social channels section.")
      .meta({ title: "Social media" }),
  })
  .strict();

export const policiesSchema = z
  .object({
    ...pageMeta,
    page: pageName("policies"),
    summaries: z
      .object({
        terms: markdown("The summary on the Terms of Service card.", "Terms of Service"),
        privacy: markdown("The summary on the Privacy Policy card.", "Privacy Policy"),
        distribution: markdown("The summary on the Distribution Policy card.", "Distribution Policy"),
        partner: markdown("The summary on the Partner Policy card.", "Partner Policy"),
      })
      .strict()
      .describe("The summary on each card of the policies page."),
    read: text('The link on each card, e.g. "Read the policy".', "Read link"),
  })
  .strict();

export const requestDatesSchema = z
  .object({ ...pageMeta, page: pageName("request-dates") })
  .strict()
  .describe("The page's title and introduction; the calculator's labels and the rules tables are interface text (messages).");

export const helpSchema = z
  .object({ ...pageMeta, page: pageName("help") })
  .strict()
  .describe("The help index: its title and introduction; the list of guides shows each guide's own heading and description.");

export const installerSchema = z
  .object({
    ...pageMeta,
    page: pageName("installer"),
    privacy: markdown("Where the code goes: read on the phone, never sent or stored. Shown under the installer.", "Privacy note"),
    before: z
      .object({
        heading: text("The heading of the list of things to have ready before installing."),
        items: z
          .array(markdown("A thing to have ready or to know before installing.", "Point"))
          .min(1)
          .describe("The list, one item each.")
          .meta({ title: "Points" }),
      })
      .strict()
      .describe("Before installing: connection, battery, not moving or locking the phone, installing once."),
    manual: z
      .object({
        heading: text("The heading of the way to install without the installer."),
        paragraphs: z.array(markdown("A paragraph.", "Paragraph")).min(1).describe("The paragraphs, in order."),
      })
      .strict()
      .describe("Without the installer (the page without JavaScript shows only this): the route through another screen, or typing."),
  })
  .strict();

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
  help: helpSchema,
  installer: installerSchema,
} as const;

export type PageName = keyof typeof pageSchemas;

/** The frontmatter of a policy (content/policies/<locale>/<slug>.md); its text is the Markdown body. */
export const policyFrontmatter = z.object(pageMeta).strict();

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

/** A Markdown string, as written in the files. */
export type Markdown = z.infer<ReturnType<typeof markdown>>;

/** One phone's steps in a guide: an ordered list, then an optional note. */
const platformSteps = (phone: string) =>
  z
    .object({
      steps: z
        .array(markdown(`One step on ${phone}: one action, said as an instruction ("Open Settings.").`))
        .min(3, "must have 3 to 9 steps")
        .max(9, "must have 3 to 9 steps")
        .describe(`The steps on ${phone}, in order (3 to 9). Every language has the same number of steps.`),
      note: markdown(
        `Shown under the steps on ${phone}: where the steps differ by system version ("On iOS 17.4 and later…"), or a caution.`,
      ).optional(),
    })
    .strict();

/**
 * content/help/<locale>/<guide>.md: a help guide (docs/decisions/100-help-guides.md). All fields, no body.
 * A translation has the same platforms, step counts, `before` count and section ids as the English guide.
 */
export const guideSchema = z
  .object({
    guide: z.enum(guideSlugs, { error: "must be the file's name" }).describe("Which guide this file is. Leave as it is."),
    title: text("The guide's name in the browser tab and in search results (the site's name is added after it)."),
    description: text("One or two sentences shown in search results, link previews and on the help page's list of guides."),
    heading: text("The guide's main heading, at the top of the page."),
    intro: markdown("One short paragraph under the heading: what this guide does, for whom, and how long it takes."),
    before: z
      .array(markdown("One thing to have ready, short."))
      .min(1)
      .optional()
      .describe("What you need before you start, as a short list. Leave out if nothing is needed."),
    contents: text(
      "A question heading a list of this guide's sections, shown before the steps, so that a reader jumps straight to the answer (the troubleshooting guide's \"What does your phone show?\"). Leave out for no list.",
    ).optional(),
    platforms: z
      .object({
        iphone: platformSteps("an iPhone").describe("The steps on an iPhone."),
        samsung: platformSteps("a Samsung phone").describe("The steps on a Samsung Galaxy phone (One UI menus)."),
        android: platformSteps("other Android phones").describe(
          "The steps on other Android phones (Google Pixel and phones with Android's own menus).",
        ),
      })
      .strict()
      .describe("The steps for each kind of phone: iPhone, Samsung, other Android. All three, always."),
    sections: z
      .array(
        z
          .object({
            id: z
              .string()
              .regex(/^[a-z][a-z0-9-]*$/, "must be lower-case letters, digits and hyphens")
              .describe("The section's anchor, used in links (#no-service). The same in every language; do not translate."),
            heading: text("The section's heading."),
            paragraphs: z.array(markdown("A paragraph.")).min(1).describe("The section's paragraphs, in order."),
          })
          .strict(),
      )
      .optional()
      .describe(
        "Sections after the steps, the same for every phone (what to do if it fails, for example). In the section whose id is next, a paragraph that is only a link shows as the page's main button.",
      ),
    source_hash: sourceHash,
  })
  .strict();

/** A guide as written in its file. */
export type GuideSource = z.infer<typeof guideSchema>;
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

/** An optional field that may also be written empty (the editor saves a cleared date as ""). */
const emptyOr = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** A language's notice: Markdown like the pages' text, but may be empty (the English then stands in). */
const noticeText = z.preprocess((value) => value ?? "", z.string().trim()).describe(`The notice in this language. ${markdownHint}`);
markdownFields.add(noticeText, { markdown: true });

/**
 * content/data/notice.yaml: one notice at the top of every page, between its two dates (Gaza time).
 * No English text, or no dates, means no notice; a language without its own text shows the English.
 */
export const noticeSchema = z
  .object({
    starts: emptyOr(gazaDateTime)
      .describe(
        "When the notice starts to show, on Gaza's clock (summer time included). Needed whenever the notice has text. A start still to come is fine: the notice appears by itself at that moment. The pages say 'since' this time.",
      )
      .meta({ title: "Starts (Gaza time)", format: "gaza-datetime", neededWithTextOf: "wording" } satisfies EditorMeta),
    ends: emptyOr(gazaDateTime)
      .describe(
        "When the notice stops showing, on Gaza's clock; after the start. To take a notice down now, set this to now (the Now button) and publish.",
      )
      .meta({ title: "Ends (Gaza time)", format: "gaza-datetime", neededWithTextOf: "wording", after: "starts" } satisfies EditorMeta),
    kind: z
      .enum(["info", "warning"])
      .default("info")
      .describe("Information (news, a date that moved) or Urgent (a service is down, something people must act on), shown in amber.")
      .meta({ title: "Kind", optionLabels: { info: "Information (blue)", warning: "Urgent (amber)" } } satisfies EditorMeta),
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
      .describe(
        "The notice in each language: one or two short sentences, under the site's header on every page. A language left empty shows the English text until it is translated; without English text there is no notice.",
      )
      .meta({ title: "Text in each language", keyedByLocale: true } satisfies EditorMeta),
  })
  .strict();

/** The notice file as written, after its schema. */
export type NoticeSource = z.infer<typeof noticeSchema>;
