// A data file's checks (data-files.ts): its schema, its wording in every language, the travel plans'
// names. Each test runs the checks on the real content with one data file changed, in memory
// (test-support/site-files.ts). The notice's are in notice.test.ts, beside its compilation.
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { only, problemsWith } from "../test-support/site-files.ts";

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
