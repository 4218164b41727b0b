// The project's files for the tests of the content tools, held in memory: read once from the
// repository (content/ and messages/) or from a fixture, changed on purpose by a test, then read by
// the checks through a source (content-source.ts); or, for code that reads a folder (the build's
// plugin, the translation status), written to a temporary folder. No test changes the repository.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect } from "vitest";
import { stringify } from "yaml";
import { type Collection, type CompiledAs, collections, fileOf, guides, type PerLocaleOfKind, policies } from "#model/collections.ts";
import { baseLocale, locales } from "#model/locales.ts";
import { parseMarkdownFile } from "../content-file.ts";
import { type ContentSource, diskSource } from "../content-source.ts";
import { type ContentProblem, validateContent } from "../validate.ts";

/**
 * The project folder, with a trailing slash. From the module's own folder, not `new URL(…)`: under
 * a test DOM (editor/admin's tests) `URL` may be the DOM's, whose `pathname` came out as "/" (jsdom),
 * and a test read no files at all.
 */
export const repo = `${join(import.meta.dirname, "..", "..")}/`;

/** Files by their path from the project folder (`content/pages/en/home.md`). */
export type SiteFiles = Map<string, string>;

/** A change to a file's text: its new text, or null to remove the file. */
export type Edit = (text: string) => string | null;

/** The files under `folders` of the project folder `root` (the repository unless given). */
export function siteFiles(folders: string[] = ["content", "messages"], root = repo): SiteFiles {
  const disk = diskSource(root);
  return new Map(folders.flatMap((folder) => disk.files(folder).map((file): [string, string] => [file, disk.read(file) ?? ""])));
}

/** Paths in the order a folder lists its files: folder by folder, each folder's names sorted. */
function byFolder(a: string, b: string) {
  const [left, right] = [a.split("/"), b.split("/")];
  const index = left.findIndex((name, at) => name !== right[at]);
  if (index === -1) return left.length - right.length;
  return (left[index] ?? "") < (right[index] ?? "") ? -1 : 1;
}

/** A source that reads `files`: what the checks read in place of the disk. */
export function memorySource(files: ReadonlyMap<string, string>): ContentSource {
  return {
    read: (file) => files.get(file),
    files: (folder) => [...files.keys()].filter((file) => file.startsWith(`${folder}/`)).sort(byFolder),
  };
}

/** A copy of `files` with each file of `edits` changed by its edit, which must change it (or remove it). */
export function edited(files: ReadonlyMap<string, string>, edits: Record<string, Edit>): SiteFiles {
  const copy = new Map(files);
  for (const [file, edit] of Object.entries(edits)) {
    const before = files.get(file);
    if (before === undefined) throw new Error(`${file} is not among the files`);
    const after = edit(before);
    if (after === null) copy.delete(file);
    else if (after === before) throw new Error(`The edit of ${file} changed nothing`);
    else copy.set(file, after);
  }
  return copy;
}

/** An edit that replaces `from`, which must be in the text, with `to`. */
export const replacing =
  (from: string, to: string): Edit =>
  (text) => {
    expect(text).toContain(from);
    return text.replace(from, to);
  };

/** The collection narrowed to the one name whose file `file` is, in some language; undefined when it holds no such file. */
function narrowedTo<Kind extends CompiledAs>(collection: PerLocaleOfKind<Kind>, file: string): PerLocaleOfKind<Kind> | undefined {
  const name = collection.names.find((one) => locales.some((locale) => fileOf(collection, locale, one) === file));
  return name === undefined ? undefined : { ...collection, names: [name] };
}

/** The collection that holds `file`: a data file's, or a page's, a policy's or a guide's narrowed to that one name. */
function itemOf(file: string): Collection {
  for (const collection of collections) {
    if (!collection.perLocale) {
      if (collection.file === file) return collection;
      continue;
    }
    const narrowed = narrowedTo(collection, file);
    if (narrowed) return narrowed;
  }
  throw new Error(`${file} is in no collection`);
}

/** The English policies and guides: where the sections that links point to are read. */
const anchorFiles = [
  ...policies.names.map((slug) => fileOf(policies, baseLocale, slug)),
  ...guides.names.map((slug) => fileOf(guides, baseLocale, slug)),
];

/**
 * What the build's validation reports on the page, policy or guide that `file` is part of, in every
 * language (or on the data file that it is), when the site's files are `files`: its collection's
 * checks and the language checks, read from those files and the English policies and guides. The
 * rest of the site is left out: as it is, it has no problem ("the content as it is", validate.test.ts),
 * and a change to one file shows on that file and its translations only (each is checked against its
 * English version), unless it removes a section of an English policy or guide that another page
 * links to: a test of that needs the whole site.
 */
export function problemsOf(file: string, files: ReadonlyMap<string, string>): ContentProblem[] {
  const item = itemOf(file);
  const own = item.perLocale ? item.names.flatMap((name) => locales.map((locale) => fileOf(item, locale, name))) : [item.file];
  const read = [...new Set([...own, ...anchorFiles])].flatMap((one): Array<[string, string]> => {
    const text = files.get(one);
    return text === undefined ? [] : [[one, text]];
  });
  return validateContent(memorySource(new Map(read)), { collections: [item] });
}

/** The real content, read once for the tests of one file. */
let realSite: SiteFiles | undefined;

/** The problems of the real content with `file`'s text changed by `edit`, or the file removed (edit returns null). */
export function problemsWith(file: string, edit: Edit): ContentProblem[] {
  realSite ??= siteFiles();
  return problemsOf(file, edited(realSite, { [file]: edit }));
}

/** The one problem of a list that must hold exactly one. */
export function only(problems: ContentProblem[]) {
  expect(problems).toHaveLength(1);
  return problems[0];
}

/** A new folder under the system's temporary one, holding `files`; remove it with `removeFolder`. */
export function temporaryFolder(files: ReadonlyMap<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "kgc-site-"));
  for (const [file, text] of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

export const removeFolder = (root: string) => rmSync(root, { recursive: true, force: true });

/** A Markdown file's text with this frontmatter, then `body`. */
export function markdownFile(frontmatter: unknown, body = "") {
  return `---\n${stringify(frontmatter)}---\n${body}`;
}

/**
 * A Markdown file's text with its frontmatter changed by `change` (read by the one reader,
 * content-file.ts), its body kept. `Fields` is what the test expects to find; a test that breaks the
 * type on purpose says so with `@ts-expect-error`.
 */
export function withFrontmatter<Fields>(text: string, change: (fields: Fields) => void) {
  const { frontmatter, body } = parseMarkdownFile(text);
  change(frontmatter as Fields);
  return markdownFile(frontmatter, body);
}
