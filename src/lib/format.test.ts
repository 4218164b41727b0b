import { describe, expect, it } from "vitest";
import { formatDate, formatNumber } from "./format";

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
