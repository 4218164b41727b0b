// The one reader of the content files of content/: a Markdown file's YAML frontmatter and body, a
// YAML data file; and the one writer of a translation's `source_hash`. The build, the translation
// status, the editor and the scripts all read the files through it.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { z } from "zod";

/**
 * A file that is there but cannot be parsed (a merge left half-done, a typing slip): its path and
 * why, so that whoever reads the message knows which file to correct. The build's checks report
 * the same case as a problem of the file (checks/checker.ts); this is for the readers that stop.
 */
export class UnreadableFileError extends Error {
  readonly path: string;
  readonly reason: string;
  constructor(path: string, reason: string) {
    super(`${path}: ${reason}`);
    this.path = path;
    this.reason = reason;
  }

  /** "content/data/figures.yaml cannot be read: …", the path from the project folder `root`. */
  describedFrom(root: string) {
    return `${relative(root, this.path)} ${this.reason}`;
  }
}

/** The first line of a merge git left half-done (`<<<<<<< HEAD`, `=======`, `>>>>>>> main`), if `text` has one. */
export function mergeMarkerIn(text: string): string | undefined {
  return /^(?:<{7}|={7}|>{7})(?: .*)?$/m.exec(text)?.[0];
}

/** What to do about a merge left half-done, said once for the build's report and the readers' errors. */
export const halfDoneMerge =
  "holds a merge left half-done (lines <<<<<<<, ======= and >>>>>>>): keep one of the two versions and delete the three marker lines";

/**
 * `parse(text)` for the file at `path`, or an UnreadableFileError naming it: when the text still
 * holds a merge's markers (a file wrapped whole in them may even parse), or when the parser fails,
 * with the first line of its message.
 */
export function parseNaming<T>(path: string, text: string, parse: (text: string) => T): T {
  if (mergeMarkerIn(text) !== undefined) throw new UnreadableFileError(path, halfDoneMerge);
  try {
    return parse(text);
  } catch (error) {
    // The parser's first line, without the colon that introduces its excerpt of the file.
    const reason = (error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error)).replace(/:$/, "");
    throw new UnreadableFileError(path, `cannot be read: ${reason}`);
  }
}

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Splits a Markdown file into its YAML frontmatter (an object) and its Markdown body.
 * A file without frontmatter is all body.
 */
export function parseMarkdownFile(text: string): { frontmatter: Record<string, unknown>; body: string } {
  const match = frontmatterPattern.exec(text);
  if (!match) return { frontmatter: {}, body: text };
  const data = parse(match[1] ?? "") ?? {};
  if (typeof data !== "object" || Array.isArray(data)) throw new Error("the frontmatter is not a set of fields");
  return { frontmatter: data as Record<string, unknown>, body: text.slice(match[0].length) };
}

/**
 * Writes `source_hash` as the first frontmatter field of a Markdown file, replacing any earlier one,
 * and leaves every other line as the translator wrote it (re-serializing the YAML would reflow it).
 * The value is quoted: a fingerprint of digits alone would otherwise read back as a number.
 */
export function withSourceHash(text: string, hash: string) {
  const line = `source_hash: "${hash}"`;
  const match = frontmatterPattern.exec(text);
  if (!match) return `---\n${line}\n---\n${text}`;
  const fields = (match[1] ?? "").replace(/^source_hash:.*(?:\r?\n|$)/m, "");
  return `---\n${line}\n${fields ? `${fields}\n` : ""}---\n${text.slice(match[0].length)}`;
}

/**
 * A Markdown file as the single value a translation is made from: `{ ...frontmatter, body }`.
 */
export async function readMarkdownFile(path: string): Promise<Record<string, unknown>> {
  const text = await readFile(path, "utf8");
  const { frontmatter, body } = parseNaming(path, text, parseMarkdownFile);
  return { ...frontmatter, body };
}

/**
 * A YAML data file's value.
 */
export async function readYamlFile(path: string): Promise<unknown> {
  return parseNaming(path, await readFile(path, "utf8"), (yaml) => parse(yaml));
}

/** The same, read at once (the build's and the editor's configuration readers). */
export function readYamlFileSync(path: string): unknown {
  return parseNaming(path, readFileSync(path, "utf8"), (yaml) => parse(yaml));
}

/** A data collection's file (model/collections.ts) as its schema reads it; an absent or empty file reads as `{}`. */
export function readData<Schema extends z.ZodType>(root: string, collection: { file: string; schema: Schema }): z.output<Schema> {
  return collection.schema.parse(readYamlFileSync(join(root, collection.file)) ?? {});
}

/**
 * A JSON file's value as `shape` reads it (the interface messages, their fingerprints, the marks),
 * or an UnreadableFileError naming the file: one that does not parse, or holds something else than
 * `what` it should (a list where a set of messages belongs).
 */
export async function readJsonFile<T>(path: string, shape: z.ZodType<T>, what: string): Promise<T> {
  return shaped(
    path,
    parseNaming(path, await readFile(path, "utf8"), (json) => JSON.parse(json)),
    shape,
    what,
  );
}

/** The same, read at once. */
export function readJsonFileSync<T>(path: string, shape: z.ZodType<T>, what: string): T {
  return shaped(
    path,
    parseNaming(path, readFileSync(path, "utf8"), (json) => JSON.parse(json)),
    shape,
    what,
  );
}

function shaped<T>(path: string, value: unknown, shape: z.ZodType<T>, what: string): T {
  const read = shape.safeParse(value);
  if (!read.success) throw new UnreadableFileError(path, `is not ${what}`);
  return read.data;
}

/** A file of texts by key (`messages/<locale>.json`, `messages/translated-from/<locale>.json`). */
export const textsByKey = z.record(z.string(), z.string());
