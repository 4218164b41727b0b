// A new collection is one entry in model/collections.ts plus its schema (decision 183): given only
// that, its files are checked, compiled by the Vite plugin, typed for the components, and its
// translations listed, marked and compared with the English by the translation tools (the editor
// lists it: editor/collections.test.ts). Two made-up collections stand in for the ones to come
// (test-support/new-collections.ts); the page's folder is its own, which no tool names.
import { join } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import { parseConfig } from "#model/config/schema.ts";
import type { Html, PageExtras, TextOf } from "#model/page-text/types.ts";
import { markUpToDate } from "./mark-translated.ts";
import { sameAsEnglish } from "./same-as-english.ts";
import { questions, withNew } from "./test-support/new-collections.ts";
import { memorySource, removeFolder, siteFiles, temporaryFolder } from "./test-support/site-files.ts";
import { translationStatus } from "./translation-status.ts";
import { validateContent } from "./validate.ts";
import { contentPlugin } from "./vite-plugin.ts";

const page = (notes = "") =>
  `---\npage: questions\ntitle: Questions\ndescription: Answers.\nheading: Questions\nintro: What people ask.\n` +
  `answers:\n  - "See [the steps](/donate#in-kind): **{esims_distributed}** eSIMs so far."\n${notes}---\n`;
// The real content and messages, in memory (test-support/site-files.ts), with the new files: English
// and French are written, Turkish and Arabic are not; the French notes hold HTML, and its answer is
// the English one, translated from no English version (no fingerprint).
const files = siteFiles()
  .set("content/questions/en/questions.md", page())
  .set("content/questions/fr/questions.md", page('notes:\n  sim: "A <b>bold</b> note."\n'))
  .set(
    "content/data/partners.yaml",
    'wording:\n  en: { blurb: "Our [partners](/nowhere)." }\n  fr: { blurb: "Nos partenaires." }\n  tr: { blurb: "Ortaklarımız." }\n',
  );
const content = memorySource(files);

const config = parseConfig({
  KGC_REQUEST_SITE_URL: "https://request.example.org",
  KGC_TRAVEL_STORE_URL: "https://travel.example.org",
  KGC_DONATE_URL: "https://donate.example.org",
});

describe("a collection added in one entry", () => {
  it("is checked in every language, its Markdown in arrays and records included, naming the file and field", () => {
    const problems = validateContent(content, { collections: withNew }).filter(
      (problem) => problem.file.endsWith("/questions.md") || problem.file.endsWith("/partners.yaml"),
    );
    expect(problems.map(({ file, field }) => `${file}: ${field}`)).toEqual([
      "content/questions/fr/questions.md: notes.sim",
      "content/questions/tr/questions.md: (file)",
      "content/questions/ar/questions.md: (file)",
      "content/data/partners.yaml: wording.ar",
      "content/data/partners.yaml: wording.en.blurb",
    ]);
    expect(problems.map((problem) => problem.message)).toEqual([
      "holds HTML or an image (<b>): write Markdown only, **bold** and [words](target)",
      "missing: every page and policy needs a file in every language",
      "missing: every page and policy needs a file in every language",
      "missing: every language needs its wording",
      'links to "/nowhere", which is not a page of the site',
    ]);
  });

  it("is refused by the checks when its name is another collection's", () => {
    const taken = { ...questions, name: "page-home" };
    expect(() => validateContent(content, { collections: [...withNew, taken] })).toThrow('two collections are named "page-home"');
  });

  it("is not looked at until its entry is in the list", () => {
    expect(validateContent(content).filter((problem) => /questions|partners/.test(problem.file))).toEqual([]);
  });

  it("is compiled by the Vite plugin: Markdown as HTML, figures filled in, and what its entry adds", () => {
    // The figures are the fixture site's (test-support/site/content/data/figures.yaml), not the real ones.
    const fixture = new URL("./test-support/site/", import.meta.url).pathname;
    const plugin = contentPlugin(config, { collections: withNew });
    (plugin.configResolved as (resolved: { root: string }) => void)({ root: fixture });
    const transform = plugin.transform as (this: object, source: string, id: string) => { code: string };
    const context = { addWatchFile() {}, error: (message: string) => expect.fail(message) };
    const { code } = transform.call(context, page(), join(fixture, "content/questions/en/questions.md"));
    const compiled = JSON.parse(code.replace(/^export default /, "").replace(/;$/, ""));
    expect(compiled.answers).toEqual([
      'See <a href="/donate#in-kind" class="rich-link" data-site-link="/donate" data-hash="in-kind">the steps</a>: <strong class="font-semibold">1,234</strong> eSIMs so far.',
    ]);
    expect(compiled.figures).toEqual({
      esims: { value: "1,234+", label: "eSIMs since March 2024" },
      people: { value: "56,789+", label: "people online" },
    });
  });

  it("is typed for its component from its schema and what it adds", () => {
    expectTypeOf<TextOf<typeof questions>["answers"]>().toEqualTypeOf<Html[]>();
    expectTypeOf<TextOf<typeof questions>["notes"]>().toEqualTypeOf<Record<string, Html> | undefined>();
    expectTypeOf<TextOf<typeof questions>["heading"]>().toEqualTypeOf<string>();
    expectTypeOf<TextOf<typeof questions>["figures"]>().toEqualTypeOf<PageExtras["figures"]>();
  });

  it("has its translations listed, marked and compared with the English by the translation tools", async () => {
    const root = temporaryFolder(files);
    try {
      const read = { collections: withNew };
      // The new collections' translations (the real ones may be outdated while a translator works:
      // not this test's concern).
      const status = async () =>
        (await translationStatus(root, read))
          .filter(({ file }) => file.startsWith("content/questions/") || file === "content/data/partners.yaml")
          .map(({ locale, kind, name, file, state }) => `${locale} ${kind} ${name} ${file} ${state}`);
      expect(await status()).toEqual([
        "fr page questions content/questions/fr/questions.md outdated",
        "fr data partners content/data/partners.yaml outdated",
        "tr page questions content/questions/tr/questions.md missing",
        "tr data partners content/data/partners.yaml outdated",
        "ar page questions content/questions/ar/questions.md missing",
        "ar data partners content/data/partners.yaml missing",
      ]);
      expect((await sameAsEnglish(root, read)).map(({ locale, file, field }) => `${locale} ${file} ${field}`)).toEqual([
        "fr content/questions/fr/questions.md answers.0",
      ]);

      // Named by its folder's last part, as pages/home is: unknown to the site's list, marked once in it.
      await expect(markUpToDate(root, "fr", "questions/questions")).rejects.toThrow("Unknown item questions/questions");
      expect(await markUpToDate(root, "fr", "questions/questions", read)).toBe("content/questions/fr/questions.md");
      expect(await markUpToDate(root, "fr", "data/partners", read)).toBe("content/data/partners.yaml");
      expect((await status()).filter((line) => line.startsWith("fr "))).toEqual([]);
    } finally {
      removeFolder(root);
    }
  });
});
