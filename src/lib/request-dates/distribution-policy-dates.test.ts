// What the Distribution Policy says (sections 9 to 11) at every boundary, with expected dates worked
// out by hand from a calendar, and nothing it does not say (decision 170).
import { describe, expect, it } from "vitest";
import { addDays, limitedPeriod, limitedPeriodBySize, renewableDates, rulesFor } from "./distribution-policy-dates.ts";

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

describe("limited eSIM: only the subscription period, the one number the policy gives for every package", () => {
  it("the policy's first example: 5 GB with 45 days of validity gives a 7-day subscription", () => {
    expect(limitedPeriod(5, 45)).toEqual({ subscriptionDays: 7 });
  });

  it("the policy's second example: 100 GB with 3 days of validity gives 3 days", () => {
    expect(limitedPeriod(100, 3)).toEqual({ subscriptionDays: 3 });
  });

  it("validity shorter than the size's period caps it", () => {
    expect(limitedPeriod(12, 14).subscriptionDays).toBe(14);
    expect(limitedPeriod(9.99, 6).subscriptionDays).toBe(6);
  });

  it("validity equal to or longer than the size's period leaves it", () => {
    expect(limitedPeriod(12, 15).subscriptionDays).toBe(15);
    expect(limitedPeriod(15.01, 365).subscriptionDays).toBe(30);
  });

  it("gives no date and no eligibility period: the policy gives no start day, and an eligibility period only in its examples", () => {
    expect(rulesFor({ type: "limited", gb: "20", validity: "30", start: "2026-03-01" })).toEqual({ type: "limited", subscriptionDays: 30 });
  });
});

describe("renewable eSIM dates", () => {
  it("expires 30 days after activation or renewal, renewals open 3 days before", () => {
    expect(renewableDates("2026-03-01")).toEqual({ expires: "2026-03-31", renewalFrom: "2026-03-28" });
  });

  it("the renewal window opens on day 27", () => {
    const { renewalFrom } = renewableDates("2026-06-10");
    expect(renewalFrom).toBe("2026-07-07");
    expect(addDays("2026-06-10", 27)).toBe(renewalFrom);
  });

  it("crosses a year end and February", () => {
    expect(renewableDates("2026-12-15")).toEqual({ expires: "2027-01-14", renewalFrom: "2027-01-11" });
    expect(renewableDates("2027-02-01")).toEqual({ expires: "2027-03-03", renewalFrom: "2027-02-28" });
    expect(renewableDates("2028-02-01")).toEqual({ expires: "2028-03-02", renewalFrom: "2028-02-28" });
  });

  it("gives no date for a replacement: the policy does not say from which day the 23-day eligibility period counts", () => {
    expect(Object.keys(renewableDates("2026-03-01")).sort()).toEqual(["expires", "renewalFrom"]);
  });
});

describe("calendar dates", () => {
  it("adds days in UTC, whatever the machine's time zone", () => {
    // 29 March 2026 is a daylight-saving change in Europe and in Palestine.
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-24", 7)).toBe("2026-10-31");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });
});
