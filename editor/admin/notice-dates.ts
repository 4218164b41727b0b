// Stays JavaScript: the browser loads this file as written (served and copied, never bundled); @ts-check types it.
// The notice's dates as the editor checks and shows them: written YYYY-MM-DDTHH:MM on Gaza's clock
// (Asia/Gaza, Palestine's daylight saving included, from the browser's own time-zone data), the
// rules the build would otherwise stop on or silently skip (decision 160), and Gaza's time now
// beside the editor's own. gaza-clock.test.ts checks it against content-tools/notice.ts.
// @ts-check

export const gazaZone = "Asia/Gaza";

const written = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The parts of an instant on a zone's clock.
 * @param {number} instant @param {string} timeZone
 */
function clockParts(instant, timeZone) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(instant);
  /** @param {string} type */
  const part = (type) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute") };
}

/** @param {number} instant How far Gaza's clock is ahead of UTC, in minutes. */
function gazaOffsetMinutes(instant) {
  const { year, month, day, hour, minute } = clockParts(instant, gazaZone);
  return (Date.UTC(year, month - 1, day, hour, minute) - Math.floor(instant / 60_000) * 60_000) / 60_000;
}

/**
 * The instant of a time written on Gaza's clock, or null when it is not a date and time that exists.
 * @param {string} local
 */
export function gazaInstant(local) {
  const match = written.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0, hour ?? 0, minute ?? 0);
  const check = new Date(wall);
  if (check.getUTCMonth() !== (month ?? 1) - 1 || check.getUTCDate() !== day || check.getUTCHours() !== hour) return null;
  // The offset at the guess, then at the corrected guess: right on both sides of a clock change.
  const guess = wall - gazaOffsetMinutes(wall) * 60_000;
  return wall - gazaOffsetMinutes(guess) * 60_000;
}

/**
 * An instant as written on Gaza's clock, YYYY-MM-DDTHH:MM (the "Now" button's value).
 * @param {number} instant
 */
export function onGazaClock(instant) {
  const { year, month, day, hour, minute } = clockParts(instant, gazaZone);
  /** @param {number} n */
  const two = (n) => String(n).padStart(2, "0");
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}

/**
 * An instant in words on a zone's clock, with the zone's offset: "Tue 24 Nov 2026, 09:00 (GMT+2)".
 * Put together from its parts, so every browser writes it the same way.
 * @param {number} instant @param {string} timeZone
 */
export function inWords(instant, timeZone) {
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
  /** @param {string} type */
  const part = (type) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} (${part("timeZoneName")})`;
}

/**
 * What is wrong with one of the notice's dates, in a sentence that starts with the field's label; null when nothing is.
 * @param {{ label: string, value: string, hasText: boolean, after?: { label: string, value: string } }} date
 * @returns {string | null}
 */
export function dateProblem({ label, value, hasText, after }) {
  if (!value) return hasText ? `${label}: needed, as the notice has text (a notice without dates is never shown).` : null;
  if (!written.test(value)) return `${label}: write a date and a time, as 2026-11-24T09:00 (24 November 2026, 9 in the morning).`;
  const instant = gazaInstant(value);
  if (instant === null) return `${label}: ${value} is not a date and time that exists (check the day of the month and the hour).`;
  if (after?.value) {
    const start = gazaInstant(after.value);
    if (start !== null && instant <= start)
      return `${label}: must be after the start (${inWords(start, gazaZone)}); it is ${inWords(instant, gazaZone)}.`;
  }
  return null;
}

/**
 * Where a notice with these dates stands at an instant, in words for the editor.
 * @param {{ starts: string, ends: string, hasText: boolean }} notice @param {number} now
 */
export function noticeState({ starts, ends, hasText }, now) {
  const start = gazaInstant(starts);
  const end = gazaInstant(ends);
  if (!hasText) return "No notice: there is no English text.";
  if (start === null || end === null) return "No notice until both dates are filled in.";
  if (end <= start) return "No notice: the end comes before the start.";
  if (now >= end) return "Ended: the notice is no longer shown.";
  if (now < start) return `Scheduled: it appears by itself on ${inWords(start, gazaZone)} in Gaza, once this change is published.`;
  return "Showing now on every page, once this change is published.";
}
