// Each kind of bad content fails the check, and the message names the file and the field. Every
// test runs the validator on the real content with one file changed, in memory: the page, policy,
// guide or data file it changed, in every language (test-support/site-files.ts). The content as it
// is, and the build, are checked whole.
import { describe, expect, it, onTestFinished } from "vitest";
import { parse, stringify } from "yaml";
import { parseConfig } from "../model/config/schema.ts";
import { numbersIn } from "./checks/policies.ts";
import { diskSource } from "./content-source.ts";
import { type Edit, edited, problemsOf, removeFolder, repo, siteFiles, temporaryFolder } from "./test-support/site-files.ts";
import { type ContentProblem, formatProblems, validateContent } from "./validate.ts";
import { contentPlugin } from "./vite-plugin.ts";

const site = siteFiles();

/** The problems of the real content with `file`'s text changed by `edit`, or the file removed (edit returns null). */
const problemsWith = (file: string, edit: Edit) => problemsOf(file, edited(site, { [file]: edit }));
const only = (problems: ContentProblem[]) => {
  expect(problems).toHaveLength(1);
  return problems[0];
};

describe("the content as it is", () => {
  it("is valid", () => {
    expect(formatProblems(validateContent(diskSource(repo)))).toBe(formatProblems([]));
  });
});

describe("a missing field or locale", () => {
  it("a page without its heading", () => {
    const problem = only(problemsWith("content/pages/fr/about.md", (text) => text.replace(/^heading: .*\n/m, "")));
    expect(problem).toEqual({ file: "content/pages/fr/about.md", field: "heading", message: "missing" });
  });

  it("a nested field left empty", () => {
    const problem = only(problemsWith("content/pages/tr/donate.md", (text) => text.replace(/^ {4}cta: .*$/m, '    cta: ""')));
    expect(problem).toMatchObject({ file: "content/pages/tr/donate.md", field: "inKind.step2.cta", message: "must not be empty" });
  });

  it("a misspelt field", () => {
    const problems = problemsWith("content/pages/en/upload.md", (text) => text.replace("formHeading:", "formHeadline:"));
    expect(problems).toEqual([
      { file: "content/pages/en/upload.md", field: "formHeading", message: "missing" },
      { file: "content/pages/en/upload.md", field: "formHeadline", message: "is not a field of this file (misspelt?)" },
    ]);
  });

  it("a locale without its page file", () => {
    const problem = only(problemsWith("content/pages/ar/contact.md", () => null));
    expect(problem).toMatchObject({ file: "content/pages/ar/contact.md", field: "(file)" });
  });

  it("a locale without its policy file", () => {
    const problems = problemsWith("content/policies/tr/partner-policy.md", () => null);
    expect(problems[0]).toMatchObject({ file: "content/policies/tr/partner-policy.md", field: "(file)" });
  });

  it("a policy without its title", () => {
    const problem = only(problemsWith("content/policies/ar/privacy-policy.md", (text) => text.replace(/^title: .*\n/m, "")));
    expect(problem).toEqual({ file: "content/policies/ar/privacy-policy.md", field: "title", message: "missing" });
  });

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

describe("links", () => {
  it("to a page that does not exist", () => {
    const problem = only(problemsWith("content/pages/en/home.md", (text) => text.replace("(servicesLink)", "(/request)")));
    expect(problem).toMatchObject({ file: "content/pages/en/home.md", field: "goals.0.paragraphs.0" });
    expect(problem?.message).toMatch(/"\/request", which is not a page/);
  });

  it("to a policy section that does not exist", () => {
    const problem = only(
      problemsWith("content/pages/fr/about.md", (text) => text.replace("(distributionPolicyLink)", "(/distribution-policy#nope)")),
    );
    expect(problem).toMatchObject({ file: "content/pages/fr/about.md", field: "operations.intro" });
    expect(problem?.message).toMatch(/\/distribution-policy has no section #nope/);
  });

  it("to a section of the same policy that does not exist", () => {
    const problem = only(problemsWith("content/policies/tr/partner-policy.md", (text) => text.replace(/\]\(#[a-z-]+\)/, "](#nope)")));
    expect(problem).toMatchObject({ file: "content/policies/tr/partner-policy.md", field: "body" });
    expect(problem?.message).toMatch(/#nope/);
  });

  it("with an unknown link parameter", () => {
    const problem = only(problemsWith("content/pages/ar/travel.md", (text) => text.replace("(travelLink)", "(fooLink)")));
    expect(problem).toMatchObject({ file: "content/pages/ar/travel.md", field: "howItWorks.steps.0" });
    expect(problem?.message).toMatch(/unknown link parameter "fooLink"/);
  });

  it("to another site written out", () => {
    const problem = only(problemsWith("content/pages/en/contact.md", (text) => text.replace("(servicesLink)", "(https://example.org)")));
    expect(problem).toMatchObject({ file: "content/pages/en/contact.md", field: "urgent.body" });
  });
});

describe("numbers in translated policies", () => {
  it("a number the English section does not have", () => {
    const problems = problemsWith("content/policies/fr/distribution-policy.md", (text) =>
      text.replace(/abonnement de \*\*7(\s)jours\*\*/, "abonnement de **8$1jours**"),
    );
    expect(problems).toEqual([
      {
        file: "content/policies/fr/distribution-policy.md",
        field: expect.stringMatching(/^body: section \d+ \(#limited-esims\)$/),
        message: "has numbers the English section does not: 8",
      },
      {
        file: "content/policies/fr/distribution-policy.md",
        field: expect.stringMatching(/^body: section \d+ \(#limited-esims\)$/),
        message: "lacks numbers of the English section: 7",
      },
    ]);
  });

  it("a number of the English section that the translations lack", () => {
    const problems = problemsWith("content/policies/en/terms-of-service.md", (text) =>
      text.replace("## 2. What the service is {#the-service}\n", "## 2. What the service is {#the-service}\n\nWithin 48 hours.\n"),
    );
    expect(problems.map((p) => `${p.file} ${p.field}: ${p.message}`)).toEqual(
      ["fr", "tr", "ar"].map(
        (l) => `content/policies/${l}/terms-of-service.md body: section 2 (#the-service): lacks numbers of the English section: 48`,
      ),
    );
  });

  it("counts the digits a reader sees, not link targets or numbers in words", () => {
    expect(numbersIn("Within **7 days** (see [section 3](/terms-of-service#x2)), +972, 50,000 and three queues")).toEqual([
      "000",
      "3",
      "50",
      "7",
      "972",
    ]);
  });
});

describe("the build", () => {
  it("stops before building anything, with the file and the field", () => {
    // The plugin reads a folder: a copy of the real content with the one file changed.
    const root = temporaryFolder(edited(site, { "content/pages/fr/about.md": (text) => text.replace(/^heading: .*\n/m, "") }));
    onTestFinished(() => removeFolder(root));
    const plugin = contentPlugin(parseConfig({}));
    const configResolved = plugin.configResolved as (config: { root: string }) => void;
    const buildStart = plugin.buildStart as (this: { error: (message: string) => never }) => void;
    configResolved({ root });
    const context = {
      error: (message: string): never => {
        throw new Error(message);
      },
    };
    expect(() => buildStart.call(context)).toThrow("content/pages/fr/about.md: heading: missing");
  });
});
