// A new kind of content is one entry in collections.ts: given only its folder or file and its
// schema, the editor gets a complete form. Two made-up kinds stand in for the ones to come.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { withNew } from "../content-tools/test-support/new-collections.ts";
import { dataFilesOf, perLanguageCollectionsOf } from "./collections.ts";
import { dataFileForm, perLanguageCollection } from "./config.ts";

describe("a collection declared in one entry", () => {
  it("edits a folder of per-language Markdown files side by side, with their Markdown text", () => {
    const guide = z.object({ title: z.string().describe("The guide's name.") });
    const form = perLanguageCollection({
      name: "help",
      label: "Help guides",
      description: "The help guides.",
      folder: "content/help",
      schema: guide,
      body: { label: "Text", hint: "The guide itself." },
    });
    expect(form).toMatchObject({ name: "help", folder: "content/help", extension: "md", format: "frontmatter", i18n: true });
    expect(form).not.toHaveProperty("filter");
    expect(form.fields.map((field) => [field.name, field.label, field.widget, field.i18n])).toEqual([
      ["title", "Title", "string", true],
      ["body", "Text", "markdown", true],
    ]);
    expect(form.fields[1]?.hint).toMatch(/^The guide itself\. Markdown: \*\*bold\*\*, and links as \[words\]\(target\)/);
  });

  it("edits a data file with each language's wording, even before the file exists", () => {
    const root = mkdtempSync(join(tmpdir(), "kgc-editor-"));
    try {
      const notice = z.object({
        shown: z.boolean().describe("Whether the notice is shown."),
        wording: z
          .record(z.string(), z.object({ text: z.string().describe("The notice's words.") }))
          .describe("Each language's notice.")
          .meta({ keyedByLocale: true }),
      });
      const form = dataFileForm(root, { name: "notice", label: "Site notice", file: "content/data/notice.yaml", schema: notice });
      expect(form.file).toBe("content/data/notice.yaml");
      expect(form.fields[0]).toEqual({ name: "shown", label: "Shown", hint: "Whether the notice is shown.", widget: "boolean" });
      const languages = form.fields[1]?.fields as Array<{ name: string; label: string; fields: Array<{ name: string }> }>;
      expect(languages.map((language) => [language.name, language.label, language.fields.map((field) => field.name)])).toEqual([
        ["en", "English", ["text"]],
        ["fr", "Français", ["text"]],
        ["tr", "Türkçe", ["text"]],
        ["ar", "العربية", ["text"]],
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("lists a collection added to model/collections.ts, a page's form showing its own file", () => {
    const listed = perLanguageCollectionsOf(withNew).find((collection) => collection.name === "page-questions");
    expect(listed).toMatchObject({ folder: "content/questions", page: "questions", label: "Questions page" });
    const form = perLanguageCollection(listed ?? expect.fail("not listed"));
    expect(form.filter).toEqual({ field: "page", value: "questions" });
    expect(form.fields.map((field) => field.name)).toEqual([
      "page",
      "title",
      "description",
      "heading",
      "intro",
      "answers",
      "notes",
      "source_hash",
    ]);
    expect(dataFilesOf(withNew).map((file) => file.file)).toContain("content/data/partners.yaml");
  });
});
