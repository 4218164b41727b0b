// The home page's text (content/pages/<locale>/home.md): the card beside the request button, the
// impact band, the sections on the mission and on why Gaza needs another way to connect, the two
// illustrated bands and the donation band.
import { z } from "zod";
import { markdown, text } from "./fields.ts";
import { pageMeta } from "./page-meta.ts";
import { card, pageName, section } from "./page-parts.ts";

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
