// The about page's text (content/pages/<locale>/about.md): the story, the mission, the impact, the
// rules of how the program works, the partners' band and the closing section.
import { z } from "zod";
import { markdown, text } from "./fields.ts";
import { pageMeta } from "./page-meta.ts";
import { pageName, section } from "./page-parts.ts";

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
