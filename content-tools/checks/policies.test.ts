// A policy's own checks (policies.ts): a translation's sections carry the English section's numbers.
// Each test runs the checks on the real content with one policy changed, in memory, in every
// language (../test-support/site-files.ts).
import { describe, expect, it } from "vitest";
import { problemsWith } from "../test-support/site-files.ts";
import { numbersIn } from "./policies.ts";

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

  // An anchor is its section's id: a repeated one sends the contents' link for the later section to
  // the earlier, and one named like the frame's `#main` takes the skip link.
  it.each([
    ["purpose-and-scope", '"purpose-and-scope" is the id of an earlier section too: each must be its own'],
    ["top", '"top" is an id the page itself uses: choose another'],
    ["toc-heading", '"toc-heading" is an id the page itself uses: choose another'],
  ])("a section whose anchor is %s", (anchor, message) => {
    const file = "content/policies/en/distribution-policy.md";
    const problems = problemsWith(file, (text) => text.replace("{#contact}", `{#${anchor}}`));
    expect(problems).toContainEqual({ file, field: expect.stringMatching(/^body: section \d+ \{#anchor\}$/), message });
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
