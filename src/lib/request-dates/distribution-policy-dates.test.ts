// The Distribution Policy's periods (sections 9 to 11) at every boundary, with expected dates worked
// out by hand from a calendar.
import { describe, expect, it } from "vitest";
import { addDays, datesFor, limitedDates, limitedPeriodBySize, renewableDates } from "./distribution-policy-dates.ts";
import { checkQuery, isIsoDate, parseGb, readQuery, writeQuery } from "./request-query.ts";

describe("limited eSIM: subscription period by package size", () => {
  it.each([
    [0.5, 7],
    [5, 7],
    [9.99, 7],
    [10, 15],
    [12, 15],
    [15, 15],
    [15.01, 30],
    [100, 30],
  ])("%s GB gives %s days", (gb, days) => {
    expect(limitedPeriodBySize(gb)).toBe(days);
  });
});

describe("limited eSIM dates", () => {
  it("the policy's first example: 5 GB with 45 days of validity gives 7 and 7", () => {
    expect(limitedDates(5, 45, "2026-03-01")).toEqual({
      subscriptionDays: 7,
      eligibilityDays: 7,
      subscriptionEnds: "2026-03-08",
      newRequestFrom: "2026-03-08",
    });
  });

  it("the policy's second example: 100 GB with 3 days of validity gives 3 and 3", () => {
    expect(limitedDates(100, 3, "2026-03-01")).toEqual({
      subscriptionDays: 3,
      eligibilityDays: 3,
      subscriptionEnds: "2026-03-04",
      newRequestFrom: "2026-03-04",
    });
  });

  it("validity shorter than the size's period caps it", () => {
    expect(limitedDates(12, 14, "2026-03-01").subscriptionDays).toBe(14);
    expect(limitedDates(9.99, 6, "2026-03-01").subscriptionDays).toBe(6);
  });

  it("validity equal to or longer than the size's period leaves it", () => {
    expect(limitedDates(12, 15, "2026-03-01").subscriptionDays).toBe(15);
    expect(limitedDates(15.01, 365, "2026-03-01").subscriptionDays).toBe(30);
  });

  it("crosses month and year ends, and leap days", () => {
    expect(limitedDates(5, 45, "2026-12-28").subscriptionEnds).toBe("2027-01-04");
    expect(limitedDates(20, 30, "2026-01-31").subscriptionEnds).toBe("2026-03-02");
    expect(limitedDates(20, 30, "2028-01-31").subscriptionEnds).toBe("2028-03-01");
    expect(limitedDates(12, 30, "2028-02-20").newRequestFrom).toBe("2028-03-06");
  });
});

describe("renewable eSIM dates", () => {
  it("expires 30 days after activation, renewals open 3 days before, replacements after 23 days", () => {
    expect(renewableDates("2026-03-01")).toEqual({ expires: "2026-03-31", renewalFrom: "2026-03-28", replacementFrom: "2026-03-24" });
  });

  it("the renewal window opens on day 27, the replacement bar lifts on day 23", () => {
    const { renewalFrom, replacementFrom } = renewableDates("2026-06-10");
    expect(renewalFrom).toBe("2026-07-07");
    expect(addDays("2026-06-10", 27)).toBe(renewalFrom);
    expect(replacementFrom).toBe("2026-07-03");
  });

  it("crosses a year end and February", () => {
    expect(renewableDates("2026-12-15")).toEqual({ expires: "2027-01-14", renewalFrom: "2027-01-11", replacementFrom: "2027-01-07" });
    expect(renewableDates("2027-02-01")).toEqual({ expires: "2027-03-03", renewalFrom: "2027-02-28", replacementFrom: "2027-02-24" });
    expect(renewableDates("2028-02-01")).toEqual({ expires: "2028-03-02", renewalFrom: "2028-02-28", replacementFrom: "2028-02-24" });
  });
});

describe("calendar dates", () => {
  it("accepts real dates only", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-04-31")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("2026-3-1")).toBe(false);
    expect(isIsoDate("01/03/2026")).toBe(false);
  });

  it("adds days in UTC, whatever the machine's time zone", () => {
    // 29 March 2026 is a daylight-saving change in Europe and in Palestine.
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-24", 7)).toBe("2026-10-31");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });
});

describe("form fields", () => {
  const limited = { type: "limited" as const, gb: "5", validity: "45", start: "2026-03-01" };

  it("reads a package size with a point or a comma", () => {
    expect(parseGb("9.99")).toBe(9.99);
    expect(parseGb("9,99")).toBe(9.99);
    expect(parseGb(" 10 ")).toBe(10);
    expect(parseGb("ten")).toBeNaN();
    expect(parseGb("-5")).toBeNaN();
  });

  it("flags a size that is not a positive number, a validity that is not a whole number of days, a bad date", () => {
    expect(checkQuery({ ...limited, gb: "0" }).errors).toEqual({ gb: true });
    expect(checkQuery({ ...limited, gb: "abc" }).errors).toEqual({ gb: true });
    expect(checkQuery({ ...limited, validity: "0" }).errors).toEqual({ validity: true });
    expect(checkQuery({ ...limited, validity: "2.5" }).errors).toEqual({ validity: true });
    expect(checkQuery({ ...limited, start: "2026-02-30" }).errors).toEqual({ start: true });
    expect(checkQuery(limited)).toEqual({ errors: {}, complete: true });
  });

  it("an empty field is incomplete, not wrong", () => {
    expect(checkQuery({ ...limited, gb: "" })).toEqual({ errors: {}, complete: false });
    expect(datesFor({ ...limited, start: "" })).toBeUndefined();
  });

  it("a renewable eSIM needs only its date", () => {
    expect(datesFor({ type: "renewable", gb: "abc", validity: "", start: "2026-03-01" })).toEqual({
      type: "renewable",
      expires: "2026-03-31",
      renewalFrom: "2026-03-28",
      replacementFrom: "2026-03-24",
    });
  });

  it("round-trips the URL query", () => {
    expect(writeQuery(limited)).toBe("?type=limited&gb=5&validity=45&start=2026-03-01");
    expect(readQuery("?type=limited&gb=5&validity=45&start=2026-03-01")).toEqual(limited);
    expect(writeQuery({ type: "renewable", gb: "5", validity: "", start: "2026-03-01" })).toBe("?type=renewable&start=2026-03-01");
    expect(readQuery("?type=other")).toEqual({ type: "limited", gb: "", validity: "", start: "" });
  });
});
