// The parts the pages' schemas are built from: the `page` field naming the file, and the shapes
// several pages repeat (a section of paragraphs under a heading, a card), written once so that the
// pages' files describe them alike.
import { z } from "zod";
import { markdown, text } from "./fields.ts";

/** The page a file belongs to, the same as its file name: the editor lists each page's files by it. */
export function pageName<Page extends string>(page: Page) {
  return z.literal(page, `must be "${page}", the file's name`).describe("Which page this file is. Leave as it is.");
}

/** A section of the page: a heading, then its Markdown paragraphs in order. */
export const section = (what: string) =>
  z.object({
    heading: text(`The heading of ${what}.`),
    paragraphs: z.array(markdown("A paragraph.", "Paragraph")).min(1).describe(`The paragraphs of ${what}, in order.`),
  });

/** A card: a title and its Markdown text. */
export const card = (what: string) =>
  z
    .object({ title: text(`The title of ${what}.`), body: markdown(`The text of ${what}.`, "Text") })
    .strict()
    .meta({ title: "Card" });
