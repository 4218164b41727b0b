// Reading the content files of content/ as data: a Markdown file's YAML frontmatter and body, a
// YAML data file. Plain JavaScript so the translation status, the CMS server and the scripts share it.
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
