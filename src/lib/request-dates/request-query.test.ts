// The calculator's form as the URL and the fields hold it (request-query.ts): what a visitor may
// type (a point or a comma, digits of a phone set to Arabic), what is wrong and what is only
// incomplete, and the shared link's query. Expected values worked out by hand.
import { describe, expect, it } from "vitest";
import { rulesFor } from "./distribution-policy-dates.ts";
import { checkQuery, isIsoDate, parseGb, readQuery, writeQuery } from "./request-query.ts";

describe("a start date", () => {
  it("accepts real dates only", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-04-31")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("2026-3-1")).toBe(false);
    expect(isIsoDate("01/03/2026")).toBe(false);
  });
});

describe("form fields", () => {
  const limited = { type: "limited" as const, gb: "5", validity: "45", start: "" };
  const renewable = { type: "renewable" as const, gb: "", validity: "", start: "2026-03-01" };

  it("reads a package size with a point or a comma", () => {
    expect(parseGb("9.99")).toBe(9.99);
    expect(parseGb("9,99")).toBe(9.99);
    expect(parseGb(" 10 ")).toBe(10);
    expect(parseGb("ten")).toBeNaN();
    expect(parseGb("-5")).toBeNaN();
  });

  it("reads digits typed on a phone set to Arabic: Arabic-Indic, Persian, the Arabic decimal separator", () => {
    expect(parseGb("١٥")).toBe(15);
    expect(parseGb("۱۵")).toBe(15);
    expect(parseGb("٩٫٥")).toBe(9.5);
    expect(parseGb("٩,٥")).toBe(9.5);
    expect(checkQuery({ type: "limited", gb: "٥", validity: "٤٥", start: "" })).toEqual({ errors: {}, complete: true });
    expect(checkQuery({ type: "limited", gb: "٥", validity: "٤٫٥", start: "" }).errors).toEqual({ validity: true });
    // The specification's example, 5 GB for 45 days: a 7-day subscription period.
    expect(rulesFor({ type: "limited", gb: "٥", validity: "٤٥", start: "" })).toMatchObject({ type: "limited", subscriptionDays: 7 });
  });

  it("flags a size that is not a positive number, a validity that is not a whole number of days, a bad date", () => {
    expect(checkQuery({ ...limited, gb: "0" }).errors).toEqual({ gb: true });
    expect(checkQuery({ ...limited, gb: "abc" }).errors).toEqual({ gb: true });
    expect(checkQuery({ ...limited, validity: "0" }).errors).toEqual({ validity: true });
    expect(checkQuery({ ...limited, validity: "2.5" }).errors).toEqual({ validity: true });
    expect(checkQuery({ ...renewable, start: "2026-02-30" }).errors).toEqual({ start: true });
    expect(checkQuery(limited)).toEqual({ errors: {}, complete: true });
    expect(checkQuery(renewable)).toEqual({ errors: {}, complete: true });
  });

  it("an empty field is incomplete, not wrong", () => {
    expect(checkQuery({ ...limited, gb: "" })).toEqual({ errors: {}, complete: false });
    expect(rulesFor({ ...limited, validity: "" })).toBeUndefined();
    expect(rulesFor({ ...renewable, start: "" })).toBeUndefined();
  });

  it("a limited eSIM needs no date, and a date left in a shared link is neither checked nor kept", () => {
    expect(checkQuery({ ...limited, start: "2026-02-30" })).toEqual({ errors: {}, complete: true });
    expect(writeQuery({ ...limited, start: "2026-03-01" })).toBe("?type=limited&gb=5&validity=45");
  });

  it("a renewable eSIM needs only its date", () => {
    expect(rulesFor({ type: "renewable", gb: "abc", validity: "", start: "2026-03-01" })).toEqual({
      type: "renewable",
      expires: "2026-03-31",
      renewalFrom: "2026-03-28",
    });
  });

  it("round-trips the URL query", () => {
    expect(writeQuery(limited)).toBe("?type=limited&gb=5&validity=45");
    expect(readQuery("?type=limited&gb=5&validity=45")).toEqual(limited);
    expect(writeQuery({ type: "renewable", gb: "5", validity: "", start: "2026-03-01" })).toBe("?type=renewable&start=2026-03-01");
    expect(readQuery("?type=other")).toEqual({ type: "limited", gb: "", validity: "", start: "" });
  });
});
