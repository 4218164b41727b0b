// A page's own check (pages.ts): its Markdown names only the figures' placeholders. The test runs the
// checks on the real content with one page changed, in memory, in every language
// (../test-support/site-files.ts).
import { describe, expect, it } from "vitest";
import { edited, problemsOf, siteFiles } from "../test-support/site-files.ts";

const site = siteFiles();

describe("a page's placeholders", () => {
  it("a placeholder that is not a figure's, named with the ones there are", () => {
    const file = "content/pages/en/travel.md";
    const problems = problemsOf(file, edited(site, { [file]: (text) => text.replace(/\{\w+\}/, "{esims_given}") }));
    expect(problems).toEqual([
      {
        file,
        field: "impact.paragraphs.0",
        message: "unknown placeholder {esims_given} (use {esims_distributed}, {people_connected}, {counting_since})",
      },
    ]);
  });
});
