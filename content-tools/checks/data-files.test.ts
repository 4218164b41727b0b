// A data file's checks (data-files.ts): its schema, its wording in every language, the travel plans'
// names. Each test runs the checks on the real content with one data file changed, in memory
// (../test-support/site-files.ts). The notice's are in notice.test.ts, beside its compilation.
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { notice, travelPlans } from "../../model/collections.ts";
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
