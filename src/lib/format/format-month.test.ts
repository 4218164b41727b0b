import { describe, expect, it } from "vitest";
import { formatDate, formatMonth } from "./dates-and-numbers.ts";

describe("formatMonth", () => {
  it("writes the month the figures count from as the pages do", () => {
    expect(formatMonth("2023-10", "en")).toBe("October 2023");
    expect(formatMonth("2023-10", "fr")).toBe("octobre 2023");
    expect(formatMonth("2023-10", "tr")).toBe("Ekim 2023");
  });

  it("names the month in Arabic as the Arabic dates do", () => {
    expect(formatMonth("2023-10", "ar")).toBe(formatDate("2023-10-07", "ar").replace(/^7 /, ""));
  });
});
