// The text of the pages whose content lies elsewhere (content/pages/<locale>/<page>.md): the
// indexes of the policies and of the help guides, which list those files, and the two tools, the
// request dates calculator and the eSIM installer, whose labels are interface text (messages).
import { z } from "zod";
import { markdown, text } from "./fields.ts";
import { pageMeta } from "./page-meta.ts";
import { pageName } from "./page-parts.ts";

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
