import { describe, expect, it } from "vitest";
import { type LighthouseRun, missingLcpReason, summarizeRuns } from "./lighthouse-runs.ts";
import { median } from "./median.ts";

/** A run with these figures, as Lighthouse reports them. */
function run(lcp: number, performance: number, extra: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    categories: { performance: { score: performance }, accessibility: { score: 1 } },
    audits: {
      "largest-contentful-paint": { id: "largest-contentful-paint", score: 1, numericValue: lcp },
      "cumulative-layout-shift": { id: "cumulative-layout-shift", score: 1, numericValue: 0 },
      "total-blocking-time": { id: "total-blocking-time", score: 1, numericValue: 10 },
      "total-byte-weight": { id: "total-byte-weight", score: 1, numericValue: 40_000 },
    },
    ...extra,
  };
}

const noLcp: LighthouseRun = {
  categories: { performance: { score: 0 }, accessibility: { score: 1 } },
  audits: {
    "largest-contentful-paint": {
      id: "largest-contentful-paint",
      score: null,
      scoreDisplayMode: "error",
      errorMessage: "The page did not display content that qualifies as a Largest Contentful Paint (LCP). (NO_LCP)",
    },
  },
};

describe("the Lighthouse rows of the bench", () => {
  it("takes the middle value of three, and the mean of the middle two of an even count", () => {
    expect(median([1900, 1200, 1300])).toBe(1300);
    expect(median([1200, 1400])).toBe(1300);
    expect(median([Number.NaN])).toBeNaN();
  });

  it("reports the median of three runs, so one slow run does not decide", () => {
    const row = summarizeRuns("/ar", [run(1200, 1), run(4800, 0.62), run(1300, 0.99)], [run(1100, 1), run(1150, 1), run(1500, 1)]);
    expect(row).toMatchObject({ path: "/ar", runs: 3, lcp: 1300, floorLcp: 1150, scores: { performance: 99, accessibility: 100 } });
    expect(row.problems).toEqual([]);
  });

  it("leaves a run without LCP out of the median and gives Lighthouse's reason", () => {
    const row = summarizeRuns("/ar", [run(1200, 1), noLcp, run(1300, 1)], [run(1100, 1)]);
    expect(row.runs).toBe(2);
    expect(row.lcp).toBe(1250);
    expect(row.problems).toEqual(["The page did not display content that qualifies as a Largest Contentful Paint (LCP). (NO_LCP)"]);
  });

  it("names the error of a run that failed as a whole instead of printing NaN", () => {
    const failed = { ...noLcp, runtimeError: { code: "NO_FCP", message: "The page did not paint any content." } };
    const row = summarizeRuns("/ar", [failed], [run(1100, 1)]);
    expect(row.runs).toBe(0);
    expect(row.problems).toEqual(["NO_FCP: The page did not paint any content."]);
    expect(missingLcpReason(run(900, 1))).toBeUndefined();
  });
});
