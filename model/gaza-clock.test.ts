// Gaza's clock, on which the notice's dates are written, as the content model, the build and the
// editor read it. Expected instants are written out by hand in UTC (Gaza is UTC+2 in winter, UTC+3
// in summer).
import { describe, expect, it } from "vitest";
import { gazaInstant, isCalendarDateTime, isWrittenDateTime, onGazaClock } from "./gaza-clock.ts";

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe("Gaza's clock", () => {
  it("is two hours ahead of UTC in winter and three in summer", () => {
    expect(gazaInstant("2026-11-24T09:00")).toBe(utc("2026-11-24T07:00"));
    expect(gazaInstant("2026-07-01T12:30")).toBe(utc("2026-07-01T09:30"));
    expect(gazaInstant("2026-07-01T09:00")).toBe(utc("2026-07-01T06:00"));
  });

  it("writes an instant as Gaza's clock shows it, and reads it back to the same instant", () => {
    expect(onGazaClock(utc("2026-07-01T06:00"))).toBe("2026-07-01T09:00");
    expect(onGazaClock(utc("2026-11-24T07:00"))).toBe("2026-11-24T09:00");
    // Around the spring and autumn clock changes too.
    for (const local of ["2026-11-24T09:00", "2026-07-01T09:00", "2026-03-28T12:30", "2026-10-24T23:59"]) {
      const instant = gazaInstant(local);
      expect(instant === null ? null : onGazaClock(instant)).toBe(local);
    }
  });

  it("reads only a date and time written YYYY-MM-DDTHH:MM that exists", () => {
    expect(isWrittenDateTime("2026-11-24T09:00")).toBe(true);
    expect(isWrittenDateTime("24/11/2026 09:00")).toBe(false);
    expect(isCalendarDateTime("2026-02-28T23:59")).toBe(true);
    for (const local of ["2026-02-30T09:00", "2026-11-24T24:00", "2026-11-24T09:60", "24/11/2026 09:00"]) {
      expect(isCalendarDateTime(local)).toBe(false);
      expect(gazaInstant(local)).toBeNull();
    }
  });
});
