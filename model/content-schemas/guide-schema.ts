// A help guide's text (content/help/<locale>/<guide>.md): its steps for each kind of phone and the
// sections after them, all in fields (no Markdown body), so that every language has the same shape.
import { z } from "zod";
import { guideSlugs } from "../pages.ts";
import { markdown, sourceHash, text } from "./fields.ts";

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

/**
 * In the section whose id is `next`, a paragraph that is only a link (`[Install your eSIM](/help/install)`,
 * nothing before or after, no full stop) is the page's main button, the way on: the renderer draws it
 * so (content-tools/guide-text.ts) and the checks make every language write it the same way
 * (content-tools/checks/guides.ts).
 */
export function isGuideAction(sectionId: string, markdown: string) {
  return sectionId === "next" && /^\[[^\]]+\]\([^)\s]+\)$/.test(markdown.trim());
}
