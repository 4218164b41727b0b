import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatDays, formatKilobytes, formatNumber } from "./dates-and-numbers.ts";

describe("formatDate", () => {
  it("writes the policies' effective date as each locale does", () => {
    expect(formatDate("2025-07-18", "en")).toBe("July 18, 2025");
    expect(formatDate("2025-07-18", "fr")).toBe("18 juillet 2025");
    expect(formatDate("2025-07-18", "tr")).toBe("18 Temmuz 2025");
    expect(formatDate("2025-07-18", "ar")).toBe("18 تموز 2025");
    expect(formatDate("2023-10-07", "ar")).toBe("7 تشرين الأول 2023");
  });
});

describe("formatNumber", () => {
  it("groups digits as each locale does", () => {
    expect(formatNumber(50000, "en")).toBe("50,000");
    expect(formatNumber(50000, "fr")).toBe("50\u202f000");
    expect(formatNumber(50000, "tr")).toBe("50.000");
    expect(formatNumber(50000, "ar")).toBe("50,000");
  });
});

describe("formatDay and formatDays", () => {
  it("write the request dates as each language does", () => {
    expect(formatDay("2026-03-01", "fr")).toBe("dimanche 1er mars 2026");
    expect(formatDay("2026-03-08", "fr")).toBe("dimanche 8 mars 2026");
    expect(formatDay("2026-03-08", "ar")).toBe("الأحد، 8 آذار 2026");
    expect(formatDate("2025-07-01", "fr")).toBe("1er juillet 2025");
    expect([3, 7, 15, 23, 30].map((days) => formatDays(days, "ar"))).toEqual(["3 أيام", "7 أيام", "15 يومًا", "23 يومًا", "30 يومًا"]);
    expect(formatDays(7, "tr")).toBe("7 gün");
  });
});

describe("formatKilobytes", () => {
  it("rounds a download up to whole kilobytes in each language's unit, Arabic with Western digits", () => {
    expect(formatKilobytes(37_201, "en")).toBe("38 kB");
    expect(formatKilobytes(37_201, "fr")).toBe("38\u202fko");
    expect(formatKilobytes(1_000, "tr")).toBe("1 kB");
    expect(formatKilobytes(37_201, "ar")).toBe("38 كيلوبايت");
  });
});
