// The notice's dates as the editor checks and shows them: written YYYY-MM-DDTHH:MM on Gaza's clock
// (model/gaza-clock.ts, the build's own reading of them), the rules the build would otherwise stop
// on or silently skip (decision 160), and an instant in words with its zone's offset, for Gaza's
// time now beside the editor's own.
import { gazaInstant, gazaTimeZone, isWrittenDateTime } from "#model/gaza-clock.ts";

/**
 * An instant in words on a zone's clock, with the zone's offset: "Tue 24 Nov 2026, 09:00 (GMT+2)".
 * Put together from its parts, so every browser writes it the same way.
 */
export function inWords(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "shortOffset",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} (${part("timeZoneName")})`;
}

/** One of the notice's dates as the editor holds it: its field's label, its value, and the date it must follow. */
type NoticeDate = { label: string; value: string; hasText: boolean; after?: { label: string; value: string } | undefined };

/** What is wrong with one of the notice's dates, in a sentence that starts with the field's label; null when nothing is. */
export function dateProblem({ label, value, hasText, after }: NoticeDate): string | null {
  if (!value) return hasText ? `${label}: needed, as the notice has text (a notice without dates is never shown).` : null;
  if (!isWrittenDateTime(value)) return `${label}: write a date and a time, as 2026-11-24T09:00 (24 November 2026, 9 in the morning).`;
  const instant = gazaInstant(value);
  if (instant === null) return `${label}: ${value} is not a date and time that exists (check the day of the month and the hour).`;
  if (after?.value) {
    const start = gazaInstant(after.value);
    if (start !== null && instant <= start)
      return `${label}: must be after the start (${inWords(start, gazaTimeZone)}); it is ${inWords(instant, gazaTimeZone)}.`;
  }
  return null;
}

/** Where a notice with these dates stands at an instant, in words for the editor. */
export function noticeState({ starts, ends, hasText }: { starts: string; ends: string; hasText: boolean }, now: number) {
  const start = gazaInstant(starts);
  const end = gazaInstant(ends);
  if (!hasText) return "No notice: there is no English text.";
  if (start === null || end === null) return "No notice until both dates are filled in.";
  if (end <= start) return "No notice: the end comes before the start.";
  if (now >= end) return "Ended: the notice is no longer shown.";
  if (now < start) return `Scheduled: it appears by itself on ${inWords(start, gazaTimeZone)} in Gaza, once this change is published.`;
  return "Showing now on every page, once this change is published.";
}
