// The text of the pages through which people give (content/pages/<locale>/<page>.md): donate (cash,
// or an eSIM bought and then uploaded), upload (the form the eSIM goes through), and travel (a
// travel eSIM whose profit funds the program).
import { z } from "zod";
import { markdown, text } from "./fields.ts";
import { pageMeta } from "./page-meta.ts";
import { card, pageName, section } from "./page-parts.ts";

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
            bodyWhileClosed: markdown(
              "The same explanation while the upload form is not set up: when to buy (once the form is open), with no link to the store, since the card asks donors not to buy now.",
              "Text while the upload form is closed",
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
