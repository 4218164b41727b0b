import { describe, expect, it } from "vitest";
import { formatDate, formatMonth, formatNumber } from "./format";

describe("formatDate", () => {
  it("writes the policies' effective date as each locale does", () => {
    expect(formatDate("2025-07-18", "en")).toBe("July 18, 2025");
    expect(formatDate("2025-07-18", "fr")).toBe("18 juillet 2025");
    expect(formatDate("2025-07-18", "tr")).toBe("18 Temmuz 2025");
    expect(formatDate("2025-07-18", "ar")).toMatch(/يوليو/);
  });
});

describe("formatNumber", () => {
  it("groups digits as each locale does", () => {
    expect(formatNumber(50000, "en")).toBe("50,000");
    expect(formatNumber(50000, "fr")).toBe("50\u202f000");
    expect(formatNumber(50000, "tr")).toBe("50.000");
  });
});

describe("formatMonth", () => {
  it("writes the month the figures count from as the pages always have", () => {
    expect(formatMonth("2023-10", "en")).toBe("October 2023");
    expect(formatMonth("2023-10", "fr")).toBe("octobre 2023");
    expect(formatMonth("2023-10", "tr")).toBe("Ekim 2023");
    expect(formatMonth("2023-10", "ar")).toBe("تشرين الأول/أكتوبر 2023");
  });
});
