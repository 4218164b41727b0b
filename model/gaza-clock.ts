// Gaza's clock (Asia/Gaza, Palestine's daylight saving included, from the runtime's own time-zone
// data), on which the site notice's dates are written, `YYYY-MM-DDTHH:MM` (decisions 095 and 160).
// The content model (content-schemas/notice-schema.ts), the build (content-tools/notice.ts) and the editor's page
// (editor/admin/notice-dates.ts) all read them here: a date the editor accepts is the instant the
// build shows the notice at, summer and winter.

export const gazaTimeZone = "Asia/Gaza";

const written = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const gazaClock = new Intl.DateTimeFormat("en-US", {
  timeZone: gazaTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
});

/** Whether a text is written as a date and time, `YYYY-MM-DDTHH:MM` (whether it exists aside). */
export const isWrittenDateTime = (local: string) => written.test(local);

/** The date and time written in `local` as milliseconds of a UTC clock, or null when it is not one that exists. */
function wallClock(local: string) {
  const match = written.exec(local);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  const exists =
    check.getUTCMonth() === month - 1 && check.getUTCDate() === day && check.getUTCHours() === hour && check.getUTCMinutes() === minute;
  return exists ? wall : null;
}

/** Whether `YYYY-MM-DDTHH:MM` names a date and time that exists (not 30 February, not 24:00). */
export const isCalendarDateTime = (local: string) => wallClock(local) !== null;

/** The parts of an instant on Gaza's clock. */
function gazaClockParts(instant: number) {
  const parts = gazaClock.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute") };
}

/** How far Gaza's clock is ahead of UTC at an instant, in milliseconds. */
function gazaOffset(instant: number) {
  const { year, month, day, hour, minute } = gazaClockParts(instant);
  return Date.UTC(year, month - 1, day, hour, minute) - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant (milliseconds since 1970, UTC) of a time written on Gaza's clock, `YYYY-MM-DDTHH:MM`;
 * null when it is not written so or is not a date and time that exists.
 */
export function gazaInstant(local: string): number | null {
  const wall = wallClock(local);
  if (wall === null) return null;
  // The offset at the guess, then at the corrected guess: right on both sides of a clock change.
  const guess = wall - gazaOffset(wall);
  return wall - gazaOffset(guess);
}

/** An instant as written on Gaza's clock, `YYYY-MM-DDTHH:MM` (the editor's "Now" button's value). */
export function onGazaClock(instant: number): string {
  const { year, month, day, hour, minute } = gazaClockParts(instant);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}
