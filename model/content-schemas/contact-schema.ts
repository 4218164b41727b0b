// The contact page's text (content/pages/<locale>/contact.md): the card for people in Gaza, the
// section for organisations that want to become partners, the newsletter, the contact form and the
// social channels.
import { z } from "zod";
import { markdown, text } from "./fields.ts";
import { pageMeta } from "./page-meta.ts";
import { pageName } from "./page-parts.ts";

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
