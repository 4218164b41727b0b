// A guide's checks (guides.ts, decision 100), with those every per-language file gets as a guide
// meets them. Each check runs on the real content with one guide changed through its YAML, in memory
// (../test-support/site-files.ts), so it holds whatever the guides say.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { guides } from "#model/collections.ts";
import type { guideSchema } from "#model/content-schemas/guide-schema.ts";
import { diskSource } from "../content-source.ts";
import { edited, problemsOf, repo, siteFiles, withFrontmatter } from "../test-support/site-files.ts";
import { type ContentProblem, validateContent } from "../validate.ts";

const site = siteFiles();

/** The problems of the real content with one guide's frontmatter, as written in its file, changed. */
function problemsWithGuide(file: string, change: (guide: z.input<typeof guideSchema>) => void): ContentProblem[] {
  return problemsOf(file, edited(site, { [file]: (text) => withFrontmatter(text, change) }));
}

describe("a guide's checks", () => {
  it("the guides as they are pass", () => {
    // Only the guides' collection: no other collection's check reports on a guide's file.
    const problems = validateContent(diskSource(repo), { collections: [guides] });
    expect(problems.filter((p) => p.file.startsWith("content/help/"))).toEqual([]);
  });

  it("a missing guide file stops the build, named", () => {
    const file = "content/help/tr/get-online.md";
    expect(problemsOf(file, edited(site, { [file]: () => null }))).toContainEqual(expect.objectContaining({ file, field: "(file)" }));
  });

  it("a guide without a platform, or without a title", () => {
    // @ts-expect-error: a guide's file without a phone the type requires, on purpose.
    expect(problemsWithGuide("content/help/ar/install.md", (guide) => delete guide.platforms.samsung)).toContainEqual({
      file: "content/help/ar/install.md",
      field: "platforms.samsung",
      message: "missing",
    });
    // @ts-expect-error: a guide's file without the title the type requires, on purpose.
    expect(problemsWithGuide("content/help/en/get-online.md", (guide) => delete guide.title)).toContainEqual({
      file: "content/help/en/get-online.md",
      field: "title",
      message: "missing",
    });
  });

  it("a translation with one step fewer than the English guide", () => {
    let english = 0;
    const problems = problemsWithGuide("content/help/ar/install.md", (guide) => {
      english = guide.platforms.iphone.steps.length;
      guide.platforms.iphone.steps.pop();
    });
    expect(problems).toContainEqual({
      file: "content/help/ar/install.md",
      field: "platforms.iphone.steps",
      message: `has ${english - 1} steps, the English guide ${english}`,
    });
  });

  it("a translation without the English guide's list of problems", () => {
    expect(problemsWithGuide("content/help/tr/troubleshooting.md", (guide) => delete guide.contents)).toContainEqual({
      file: "content/help/tr/troubleshooting.md",
      field: "contents",
      message: "missing: the English guide lists its sections",
    });
  });

  it("a translation whose sections differ from the English guide's", () => {
    const problems = problemsWithGuide("content/help/fr/troubleshooting.md", (guide) => {
      guide.sections = [...(guide.sections ?? []), { id: "extra", heading: "Autre", paragraphs: ["Un paragraphe."] }];
    });
    expect(problems).toContainEqual(expect.objectContaining({ file: "content/help/fr/troubleshooting.md", field: "sections" }));
  });

  // A section's id is its element's id: named like the skip link's target or a phone's block, the
  // page would hold two elements of one id and its links would land on the first.
  it.each([
    ["main", '"main" is an id the page itself uses: choose another'],
    ["samsung", '"samsung" is an id the page itself uses: choose another'],
    ["iphone-steps", '"iphone-steps" is an id the page itself uses: choose another'],
    ["no-data", '"no-data" is the id of an earlier section too: each must be its own'],
  ])("a section whose id is %s", (id, message) => {
    const file = "content/help/en/troubleshooting.md";
    const problems = problemsWithGuide(file, (guide) => {
      const last = guide.sections?.at(-1);
      if (last) last.id = id;
    });
    expect(problems).toContainEqual({ file, field: "sections.7.id", message });
  });

  describe("the way on: a translation's buttons are the English ones", () => {
    const file = "content/help/fr/install.md";
    const lead = "Votre eSIM est installée ? Quelques réglages suffisent maintenant pour la connecter à internet.";
    const link = "[Se connecter à internet avec votre eSIM](/help/get-online)";
    const missing =
      "the English has the page's button, a link alone ([words](/help/get-online)); this section has none: write that link as a paragraph of its own, with nothing before or after";
    /** The problems of the French install guide's buttons with its "next" section written so. */
    const buttonProblems = (paragraphs: string[]) =>
      problemsWithGuide(file, (guide) => {
        const next = guide.sections?.find((section) => section.id === "next");
        if (!next) throw new Error("the French install guide has no next section");
        next.paragraphs = paragraphs;
      })
        .filter((problem) => problem.field.startsWith("sections."))
        .map(({ field, message }) => `${field.replace(/^sections\.\d+/, "next")}: ${message}`);

    it.each([
      ["the link ended with a full stop", [lead, `${link}.`], [`next.paragraphs: ${missing}`]],
      ["the link joined to the sentence before it", [`${lead} ${link}`], [`next.paragraphs: ${missing}`]],
      ["the sentence left out: the button is still there", [link], []],
      ["a sentence added before the button", [lead, "Cela prend deux minutes.", link], []],
      [
        "the button leading elsewhere",
        [lead, "[Se connecter à internet avec votre eSIM](/help/troubleshooting)"],
        ["next.paragraphs: its button leads to /help/troubleshooting, the English one to /help/get-online"],
      ],
      [
        "a second button the English has not",
        [lead, link, "[Dépannage](/help/troubleshooting)"],
        [
          "next.paragraphs: has a button the English has not ([words](/help/troubleshooting), a link alone): write it inside a sentence, as the English does",
        ],
      ],
    ])("%s", (_case, paragraphs, expected) => {
      expect(buttonProblems(paragraphs)).toEqual(expected);
    });
  });

  it("a broken link, and a link to a phone's block or a section that exists", () => {
    const broken = problemsWithGuide("content/help/en/install.md", (guide) => {
      guide.platforms.android.steps[0] = "Read [the guide](/help/unknown-guide) first.";
    });
    expect(broken).toEqual([
      {
        file: "content/help/en/install.md",
        field: "platforms.android.steps.0",
        message: 'links to "/help/unknown-guide", which is not a page of the site',
      },
    ]);
    const anchors = problemsWithGuide("content/help/en/install.md", (guide) => {
      guide.platforms.android.steps[0] = "See [the Samsung steps](#samsung) and [no service](/help/troubleshooting#nowhere).";
    });
    expect(anchors).toEqual([
      {
        file: "content/help/en/install.md",
        field: "platforms.android.steps.0",
        message: 'links to "/help/troubleshooting#nowhere", but /help/troubleshooting has no section #nowhere',
      },
    ]);
  });

  it("a file whose guide field is another guide's name", () => {
    expect(problemsWithGuide("content/help/tr/install.md", (guide) => (guide.guide = "get-online"))).toContainEqual({
      file: "content/help/tr/install.md",
      field: "guide",
      message: 'must be "install", the file\'s name',
    });
  });
});
