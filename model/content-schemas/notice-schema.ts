// The notice at the top of every page (content/data/notice.yaml): its text in each language and the
// two dates, on Gaza's clock, between which it shows. Its dates may be empty (the editor saves a
// cleared date as ""), and so may a language's text (the English then stands in).
import { z } from "zod";
import { isCalendarDateTime } from "../gaza-clock.ts";
import { type EditorMeta, markdownFields, markdownHint, sourceHash } from "./fields.ts";

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
