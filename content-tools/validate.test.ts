// Each kind of bad content fails the check, and the message names the file and the field: what
// every file is checked for (a missing field or locale, a misspelt field, a link that goes nowhere),
// the content as it is, and the build. What one kind adds is tested beside its check, in checks/
// (policies.test.ts, guides.test.ts, data-files.test.ts, pages.test.ts). Every test runs the validator
// on the real content with one file changed, in memory: the page, policy, guide or data file it
// changed, in every language (test-support/site-files.ts). The content as it is, and the build, are
// checked whole.
import { describe, expect, it, onTestFinished } from "vitest";
import { parseConfig } from "#model/config/schema.ts";
import { diskSource } from "./content-source.ts";
import { edited, only, problemsWith, removeFolder, repo, siteFiles, temporaryFolder } from "./test-support/site-files.ts";
import { formatProblems, validateContent } from "./validate.ts";
import { contentPlugin } from "./vite-plugin.ts";

const site = siteFiles();

describe("the content as it is", () => {
  it("is valid", () => {
    expect(formatProblems(validateContent(diskSource(repo)))).toBe(formatProblems([]));
  });
});

describe("a file that is not YAML", () => {
  // An unclosed list: YAML refuses the whole frontmatter.
  const broken = (text: string) => text.replace(/^title: /m, "title: [");

  it("a page is named, with its frontmatter", () => {
    const file = "content/pages/fr/about.md";
    expect(problemsWith(file, broken)).toEqual([{ file, field: "(frontmatter)", message: expect.stringMatching(/^is not valid YAML: /) }]);
  });

  // The English policies and guides are also read for the sections links may name: they are
  // reported as any other file, not thrown as a bare YAML error that names no file. Until the file
  // is mended, the links to its sections find none, and say so after it.
  it.each([
    ["content/policies/en/privacy-policy.md", "/privacy-policy"],
    ["content/help/en/install.md", "/help/install"],
  ])("an English %s is named first, then only the links into %s", (file, path) => {
    const [first, ...rest] = problemsWith(file, broken);
    expect(first).toEqual({ file, field: "(frontmatter)", message: expect.stringMatching(/^is not valid YAML: /) });
    for (const problem of rest) expect(problem.message).toMatch(new RegExp(`, but ${path} has no section #`));
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
