// A data file's checks (data-files.ts): its schema, its wording in every language, the travel plans'
// names. Each test runs the checks on the real content with one data file changed, in memory
// (../test-support/site-files.ts).
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { notice, travelPlans } from "#model/collections.ts";
import { only, problemsWith } from "../test-support/site-files.ts";
import { checkNotice, checkPlanNames, dataCheck } from "./data-files.ts";
import { checkGuide } from "./guides.ts";
import type { PerLocaleChecks } from "./per-locale-files.ts";
import { checkPolicy } from "./policies.ts";

describe("a data file", () => {
  it("figures without a locale's wording", () => {
    const problems = problemsWith("content/data/figures.yaml", (text) => text.replace(/^ {2}ar:\n( {4}.*\n)+/m, ""));
    expect(problems).toContainEqual(expect.objectContaining({ file: "content/data/figures.yaml", field: "wording.ar" }));
  });

  // The data files' tests below read no figure, plan or date of the real files, which the team
  // changes in the editor: each edit adds or replaces a value of its own.
  it("a plan without its name in a locale", () => {
    const problem = only(
      problemsWith("content/data/travel-plans.yaml", (text) => {
        const plans = parse(text);
        plans.plans.push({ id: "added", data_gb: 1, days: 7, price_usd: 5 });
        for (const [locale, wording] of Object.entries<{ names: Record<string, string> }>(plans.wording))
          if (locale !== "fr") wording.names.added = "Added";
        return stringify(plans);
      }),
    );
    expect(problem).toEqual({ file: "content/data/travel-plans.yaml", field: "wording.fr.names.added", message: "missing" });
  });

  it("a figure that is not a number", () => {
    const problem = only(
      problemsWith("content/data/figures.yaml", (text) => text.replace(/^people_connected: .*$/m, "people_connected: lots")),
    );
    expect(problem).toMatchObject({ file: "content/data/figures.yaml", field: "people_connected" });
  });

  it("an effective date that is not a date", () => {
    const problem = only(
      problemsWith(
        "content/data/policies.yaml",
        () => 'terms-of-service:\n  effective: "18 July"\nprivacy-policy: {}\ndistribution-policy: {}\npartner-policy: {}\n',
      ),
    );
    expect(problem).toMatchObject({ file: "content/data/policies.yaml", field: "terms-of-service.effective" });
  });
});

describe("pairing a check with its collection", () => {
  it("refuses, in the type check, a check paired with the wrong collection or kind", () => {
    // Each line must fail `npm run typecheck`: if the guard goes, the unused @ts-expect-error fails it instead.
    // @ts-expect-error: the notice's check reads the notice's dates, not the travel plans.
    dataCheck(travelPlans, checkNotice);
    // @ts-expect-error: the travel plans' check reads plans, which the notice has none of.
    dataCheck(notice, checkPlanNames);
    // @ts-expect-error: the guide check reads a guide, which a page's file is not.
    const swapped: PerLocaleChecks = { page: checkGuide, policy: checkPolicy, guide: checkGuide };
    expect(dataCheck(notice, checkNotice).collection).toBe(notice);
    expect(swapped.guide).toBe(checkGuide);
  });
});

// The real content with the notice written by the test.
describe("a bad notice stops the build, naming the field", () => {
  const noticeProblems = (yaml: string) =>
    problemsWith(notice.file, () => yaml).filter((problem) => problem.file === "content/data/notice.yaml");
  const file = (starts: string, ends: string, en = "The request site is down.") =>
    `starts: "${starts}"\nends: "${ends}"\nkind: info\nwording:\n  en:\n    text: "${en}"\n  fr:\n    text: ""\n  tr:\n    text: ""\n  ar:\n    text: ""\n`;

  it("accepts a good notice", () => {
    expect(noticeProblems(file("2026-11-24T09:00", "2026-11-25T09:00"))).toEqual([]);
  });

  it("an end before the start", () => {
    expect(noticeProblems(file("2026-11-24T09:00", "2026-11-23T09:00"))).toEqual([
      { file: "content/data/notice.yaml", field: "ends", message: "must be after the start (2026-11-24T09:00), got 2026-11-23T09:00" },
    ]);
  });

  it("a date that is not a date", () => {
    expect(noticeProblems(file("2026-02-30T09:00", "2026-03-02T09:00"))).toEqual([
      {
        file: "content/data/notice.yaml",
        field: "starts",
        message: "is not a date and time that exists (check the day of the month and the hour)",
      },
    ]);
    expect(noticeProblems(file("24/11/2026 09:00", "2026-11-25T09:00"))).toEqual([
      {
        file: "content/data/notice.yaml",
        field: "starts",
        message: "must be a date and time written YYYY-MM-DDTHH:MM (e.g. 2026-11-24T09:00)",
      },
    ]);
  });

  it("a link that goes nowhere, and one date without the other", () => {
    expect(noticeProblems(file("2026-11-24T09:00", "", "See [the page](/nowhere)."))).toEqual([
      { file: "content/data/notice.yaml", field: "ends", message: "missing: a notice with a start needs an end (or leave both empty)" },
      { file: "content/data/notice.yaml", field: "wording.en.text", message: 'links to "/nowhere", which is not a page of the site' },
    ]);
  });
});
