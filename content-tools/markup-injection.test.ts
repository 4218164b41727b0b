// Content cannot inject markup (decision 181): HTML, an image or a link to a script or another site
// written into the Markdown of a page, a policy, a guide or the site notice stops the build with the
// file and the field named; and the renderer, should any get past (`npm run dev` checks only when it
// starts), writes the markup out as text and refuses the link.
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { parseConfig } from "#model/config/schema.ts";
import { parseMarkdownFile } from "./content-file.ts";
import { escapeHtml, markdownRenderer, UnrenderableLinkError } from "./markdown.ts";
import { edited, problemsOf, siteFiles } from "./test-support/site-files.ts";

// No digits in them: a number added to an English policy would also be reported in its translations.
const attacks = {
  "an image with a script": {
    text: "<img src=x onerror=alert(document.cookie)>",
    problem: /^holds HTML or an image \(<img src=x onerror=/,
  },
  "a frame": { text: '<iframe src="https://example.org/"></iframe>', problem: /^holds HTML or an image \(<iframe src=/ },
  "a form": {
    text: '<form action="https://example.org/"><input name="card"></form>',
    problem: /^holds HTML or an image \(<form action="https:\/\/example\.org\/">, <input name="card">\)/,
  },
  "an HTML link to a script": {
    text: '<a href="javascript:alert(document.cookie)">x</a>',
    problem: /^holds HTML or an image \(<a href="javascript:alert\(document\.cookie\)">\)/,
  },
  "a Markdown link to a script": {
    text: "[x](javascript:alert(document.cookie))",
    problem: /^unknown link target "javascript:alert\(document\.cookie\)"/,
  },
  "a Markdown link to another site": { text: "[x](https://evil.example)", problem: /^unknown link target "https:\/\/evil\.example"/ },
  // Both lead to another host in a browser, though they start as a page's path does.
  "a protocol-relative Markdown link": {
    text: "[x](//evil.example/x)",
    problem: /^links to "\/\/evil\.example\/x", which is not a page of the site$/,
  },
  "a Markdown link with a backslash": {
    text: "[x](/\\evil.example)",
    problem: /^links to "\/\\evil\.example", which is not a page of the site$/,
  },
  "a Markdown image": { text: "![x](https://example.org/pixel.png)", problem: /^holds HTML or an image \(!\[x\]\(https:\/\/example\.org/ },
};

/**
 * A content file's source with `text` added to the Markdown field at `path` (`story.paragraphs.0`),
 * whatever the field says: the tests read none of the real wording, which the team edits.
 */
function appendToField(source: string, path: string, text: string) {
  const { frontmatter, body } = parseMarkdownFile(source);
  const keys = path.split(".");
  const last = keys.pop() ?? "";
  const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, frontmatter);
  parent[last] = `${parent[last]} ${text}`;
  return `---\n${stringify(frontmatter)}---\n${body}`;
}

/** Where each kind of content is written, and how to put a text into that field of the real file. */
const places = {
  page: {
    file: "content/pages/en/about.md",
    field: "story.paragraphs.0",
    put: (source: string, text: string) => appendToField(source, "story.paragraphs.0", text),
  },
  policy: {
    file: "content/policies/en/privacy-policy.md",
    field: "body",
    // A paragraph of its own at the end, the text inside it as a sentence would hold it.
    put: (source: string, text: string) => `${source}\n\nSee also ${text}\n`,
  },
  guide: {
    file: "content/help/en/install.md",
    field: "platforms.iphone.steps.0",
    put: (source: string, text: string) => appendToField(source, "platforms.iphone.steps.0", text),
  },
  notice: {
    file: "content/data/notice.yaml",
    field: "wording.en.text",
    put: (_source: string, text: string) =>
      `starts: "2026-11-24T09:00"\nends: "2026-11-25T09:00"\nkind: info\nwording:\n  en:\n    text: ${JSON.stringify(`The request site is down. ${text}`)}\n`,
  },
};

// The real content with the one file changed, checked in memory: the page, policy or guide in every
// language, or the notice (test-support/site-files.ts).
describe("markup written into content", () => {
  const site = siteFiles();
  for (const [kind, { file, field, put }] of Object.entries(places)) {
    for (const [name, { text, problem }] of Object.entries(attacks)) {
      it(`${name} in a ${kind} stops the build, naming ${file} and ${field}`, () => {
        const problems = problemsOf(file, edited(site, { [file]: (before) => put(before, text) })).filter(
          (p) => p.file === file && p.field === field,
        );
        expect(problems).toEqual([{ file, field, message: expect.stringMatching(problem) }]);
      });
    }
  }
});

/** What `draw` throws (the test fails if it throws nothing). */
function thrownBy(draw: () => unknown): Error {
  try {
    draw();
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error("expected the renderer to refuse the link");
}

describe("the renderer, should markup get past the checks", () => {
  const render = markdownRenderer({ locale: "en", config: parseConfig({}), newTab: "(opens in a new tab)" });
  const markup = /<(img|iframe|form|input|a)\b/;

  for (const [name, { text }] of Object.entries(attacks)) {
    const target = /^\[x\]\((.*)\)$/.exec(text)?.[1];
    if (target !== undefined) {
      // As `npm run dev` shows it: the target named, and not marked's "Please report this to
      // https://github.com/markedjs/marked.", which would call it a bug of marked's.
      it(`refuses ${name}, naming its target, inline and as a block`, () => {
        for (const draw of [() => render.inline(`Text ${text}`), () => render.block(text)]) {
          const error = thrownBy(draw);
          expect(error).toBeInstanceOf(UnrenderableLinkError);
          expect(error.message).toContain(`"${target}"`);
          expect(error.message).not.toMatch(/report|marked/i);
        }
      });
      continue;
    }
    it(`writes ${name} out as text, inline and as a block`, () => {
      for (const html of [render.inline(`Text ${text}`), render.block(`Text ${text}`), render.block(text)]) {
        expect(html).not.toMatch(markup);
        expect(html).toContain(escapeHtml(text));
      }
    });
  }

  it("still writes the Markdown it is for", () => {
    expect(render.inline("Write **to us** at [the contact page](/contact).")).toBe(
      'Write <strong class="font-semibold">to us</strong> at <a href="/contact" class="rich-link" data-site-link="/contact">the contact page</a>.',
    );
  });
});
