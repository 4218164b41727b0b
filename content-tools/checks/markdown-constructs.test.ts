// What a Markdown text may hold, by where it is drawn (markdown-constructs.ts): each construct an
// editor can type (or the editor's toolbar once offered) in an inline field and in a policy's body,
// with the message the build gives; then the same through the checks of the real content, and a
// merge git left half-done, which the build names whether it is in the fields or the body.
import { describe, expect, it } from "vitest";
import { halfDoneMerge } from "../content-file.ts";
import { only, problemsWith } from "../test-support/site-files.ts";
import { constructProblems } from "./markdown-constructs.ts";

const inField = "in this field write sentences, **bold** and [words](target)";
const inPolicy =
  "in a policy write paragraphs, **bold**, [words](target), lists, ### subheadings and the ## N. Title {#anchor} lines of its sections";

const notASection = "a heading of level 2 not written as a section's line (## N. Title {#anchor})";

describe("what a Markdown text may hold", () => {
  it.each([
    ["sentences, **bold**, [words](/contact) and a\\*star", [], []],
    ["## A heading\n\nThen words.", [`holds a heading (## …): ${inField}`], []],
    ["### A subheading", [`holds a heading (## …): ${inField}`], []],
    ["- one\n- two", [`holds a list (- … or 1. …): ${inField}`], []],
    ["1. one\n2. two", [`holds a list (- … or 1. …): ${inField}`], []],
    ["# Title", [`holds a heading (## …): ${inField}`], [`holds a heading of level 1: ${inPolicy}`]],
    ["A title\n=======", [`holds a heading (## …): ${inField}`], [`holds a heading of level 1: ${inPolicy}`]],
    ["#### Four", [`holds a heading (## …): ${inField}`], [`holds a heading of level 4: ${inPolicy}`]],
    ["*said* softly", [`holds italics (*…* or _…_): ${inField}`], [`holds italics (*…* or _…_): ${inPolicy}`]],
    ["> quoted", [`holds a quotation (> …): ${inField}`], [`holds a quotation (> …): ${inPolicy}`]],
    ["Words\n\n***\n\nWords", [`holds a rule (---): ${inField}`], [`holds a rule (---): ${inPolicy}`]],
    ["a `code` word", [`holds code (\`…\`): ${inField}`], [`holds code (\`…\`): ${inPolicy}`]],
    ["```\nblock\n```", [`holds a code block: ${inField}`], [`holds a code block: ${inPolicy}`]],
    ["| a | b |\n| - | - |\n| 1 | 2 |", [`holds a table: ${inField}`], [`holds a table: ${inPolicy}`]],
    ["~~gone~~", [`holds struck-through text (~~…~~): ${inField}`], [`holds struck-through text (~~…~~): ${inPolicy}`]],
    // Level 2 is a section's line, `## ` at the start; marked reads these three as level 2 too.
    ["A subheading\n---", [`holds a heading (## …): ${inField}`], [`holds ${notASection}: ${inPolicy}`]],
    ["  ## Indented", [`holds a heading (## …): ${inField}`], [`holds ${notASection}: ${inPolicy}`]],
    ["##\tTabbed", [`holds a heading (## …): ${inField}`], [`holds ${notASection}: ${inPolicy}`]],
    [
      "- ## In a list",
      [`holds a list (- … or 1. …): ${inField}`, `holds a heading (## …): ${inField}`],
      [`holds ${notASection}: ${inPolicy}`],
    ],
  ])("%j", (markdown, inline, body) => {
    expect(constructProblems(markdown, "inline")).toEqual(inline);
    expect(constructProblems(markdown, "body")).toEqual(body);
  });
});

describe("in the real content", () => {
  it("a heading and a list typed in a page's field stop the build, naming the field", () => {
    // As the toolbar's "Heading 2" and "Bulleted list" buttons wrote it, in the story's first paragraph.
    const problems = problemsWith("content/pages/fr/about.md", (text) =>
      text.replace(/^ {4}- Keep Gaza Connected a vu le jour.*$/m, '    - "## Notre histoire\\n\\n- un\\n- deux"'),
    );
    expect(problems).toEqual([
      { file: "content/pages/fr/about.md", field: "story.paragraphs.0", message: `holds a heading (## …): ${inField}` },
      { file: "content/pages/fr/about.md", field: "story.paragraphs.0", message: `holds a list (- … or 1. …): ${inField}` },
    ]);
  });

  it("a merge left half-done in a policy's body stops the build, naming the file", () => {
    const problems = problemsWith("content/policies/fr/privacy-policy.md", (text) =>
      text.replace(/\n## 2\./, "\n<<<<<<< HEAD\nUne phrase.\n=======\nUne autre phrase.\n>>>>>>> origin/main\n\n## 2."),
    );
    expect(problems).toContainEqual({ file: "content/policies/fr/privacy-policy.md", field: "(file)", message: halfDoneMerge });
  });

  it("a data file wrapped whole in a merge's markers stops the build with that reason", () => {
    const problems = problemsWith("content/data/figures.yaml", (text) => `<<<<<<< HEAD\n${text}=======\n${text}>>>>>>> main\n`);
    expect(only(problems)).toEqual({ file: "content/data/figures.yaml", field: "(file)", message: halfDoneMerge });
  });
});
