import { describe, expect, it } from "vitest";
import { formatMonth } from "./dates-and-numbers.ts";

describe("formatMonth", () => {
  it("writes the month the figures count from as the pages do", () => {
    expect(formatMonth("2023-10", "en")).toBe("October 2023");
    expect(formatMonth("2023-10", "fr")).toBe("octobre 2023");
    expect(formatMonth("2023-10", "tr")).toBe("Ekim 2023");
  });

  // The Levantine month names the Arabic pages use ("تشرين الأول 2023" in content/pages/ar/), with
  // Western digits; written out here, not derived from another formatter.
  it.each([
    ["2023-10", "تشرين الأول 2023"],
    ["2023-11", "تشرين الثاني 2023"],
    ["2024-01", "كانون الثاني 2024"],
    ["2024-05", "أيار 2024"],
  ])("names %s in Arabic as the Arabic pages do", (month, expected) => {
    expect(formatMonth(month, "ar")).toBe(expected);
  });
});
