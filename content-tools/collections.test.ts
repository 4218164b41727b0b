// A new collection is one entry in model/collections.ts plus its schema (decision 183): given only
// that, its files are checked, compiled by the Vite plugin and typed for the components (the
// editor lists it: editor/collections.test.ts). Two made-up collections stand in for the ones to
// come (test-support/new-collections.ts).
import { join } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import { parseConfig } from "#model/config/schema.ts";
import type { Html, PageExtras, TextOf } from "#model/page-text/types.ts";
import { questions, withNew } from "./test-support/new-collections.ts";
import { memorySource, siteFiles } from "./test-support/site-files.ts";
import { validateContent } from "./validate.ts";
import { contentPlugin } from "./vite-plugin.ts";

const page = (notes = "") =>
  `---\npage: questions\ntitle: Questions\ndescription: Answers.\nheading: Questions\nintro: What people ask.\n` +
  `answers:\n  - "See [the steps](/donate#in-kind): **{esims_distributed}** eSIMs so far."\n${notes}---\n`;
// The real content and messages, in memory (test-support/site-files.ts), with the new files: English
// and French are written, Turkish and Arabic are not; the French notes hold HTML.
const files = siteFiles()
  .set("content/pages/en/questions.md", page())
  .set("content/pages/fr/questions.md", page('notes:\n  sim: "A <b>bold</b> note."\n'))
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
      "content/pages/fr/questions.md: notes.sim",
      "content/pages/tr/questions.md: (file)",
      "content/pages/ar/questions.md: (file)",
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
    const { code } = transform.call(context, page(), join(fixture, "content/pages/en/questions.md"));
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
});
