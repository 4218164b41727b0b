// The editor checks the notice's dates before saving (notice-dates.ts): the message names the
// field, and says the times on Gaza's clock (model/gaza-clock.ts, tested there), summer and winter.
// Expected instants are written out by hand (Gaza is UTC+2 in winter, UTC+3 in summer).
import { describe, expect, it } from "vitest";
import { dateProblem, inWords, noticeState } from "./notice-dates.ts";

describe("the notice's dates in the editor", () => {
  it("shows an instant with Gaza's offset", () => {
    expect(inWords(Date.UTC(2026, 10, 24, 7, 0), "Asia/Gaza")).toBe("Tue 24 Nov 2026, 09:00 (GMT+2)");
    expect(inWords(Date.UTC(2026, 6, 1, 6, 0), "Asia/Gaza")).toBe("Wed 1 Jul 2026, 09:00 (GMT+3)");
  });

  it("requires the dates once the notice has text, naming the field", () => {
    expect(dateProblem({ label: "Starts (Gaza time)", value: "", hasText: true })).toBe(
      "Starts (Gaza time): needed, as the notice has text (a notice without dates is never shown).",
    );
    expect(dateProblem({ label: "Starts (Gaza time)", value: "", hasText: false })).toBeNull();
  });

  it("refuses an end before or at the start, naming the field and both times", () => {
    const after = { label: "Starts (Gaza time)", value: "2026-11-24T09:00" };
    expect(dateProblem({ label: "Ends (Gaza time)", value: "2026-11-23T18:00", hasText: true, after })).toBe(
      "Ends (Gaza time): must be after the start (Tue 24 Nov 2026, 09:00 (GMT+2)); it is Mon 23 Nov 2026, 18:00 (GMT+2).",
    );
    expect(dateProblem({ label: "Ends (Gaza time)", value: "2026-11-24T09:00", hasText: true, after })).toMatch(
      /^Ends \(Gaza time\): must be after/,
    );
    expect(dateProblem({ label: "Ends (Gaza time)", value: "2026-11-24T09:01", hasText: true, after })).toBeNull();
  });

  it("refuses a date written otherwise, or one that does not exist", () => {
    expect(dateProblem({ label: "Starts", value: "25/11/2026 18:00", hasText: true })).toMatch(/^Starts: write a date and a time/);
    expect(dateProblem({ label: "Starts", value: "2026-02-30T09:00", hasText: true })).toBe(
      "Starts: 2026-02-30T09:00 is not a date and time that exists (check the day of the month and the hour).",
    );
  });

  it("says where a notice stands: scheduled, showing, ended", () => {
    const notice = { starts: "2026-11-24T09:00", ends: "2026-11-26T18:00", hasText: true };
    expect(noticeState(notice, Date.UTC(2026, 10, 24, 6, 59))).toMatch(/^Scheduled: it appears by itself on Tue 24 Nov 2026, 09:00/);
    expect(noticeState(notice, Date.UTC(2026, 10, 24, 7, 0))).toMatch(/^Showing now/);
    expect(noticeState(notice, Date.UTC(2026, 10, 26, 16, 0))).toMatch(/^Ended/);
    expect(noticeState({ ...notice, hasText: false }, 0)).toMatch(/^No notice: there is no English text/);
  });
});
