// The one reader of the content files of content/: a Markdown file's YAML frontmatter and body, a
// YAML data file; and the one writer of a translation's `source_hash`. The build, the translation
// status, the editor and the scripts all read the files through it.
import { readFile } from "node:fs/promises";
import { parse } from "yaml";

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
  const { frontmatter, body } = parseMarkdownFile(await readFile(path, "utf8"));
  return { ...frontmatter, body };
}

/**
 * A YAML data file's value.
 */
export async function readYamlFile(path: string): Promise<unknown> {
  return parse(await readFile(path, "utf8"));
}
