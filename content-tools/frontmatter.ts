// Reading and writing content files: YAML frontmatter between `---` lines, then a Markdown body.
// Plain JavaScript so the build, the migration script and the tools share it.
import { parse, stringify } from "yaml";

const fence = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/**
 * Splits a content file into its frontmatter (parsed YAML, `{}` when there is none) and its body.
 */
export function parseFrontmatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = fence.exec(source);
  if (!match) return { data: {}, body: source };
  const data = parse(match[1] ?? "") ?? {};
  if (typeof data !== "object" || Array.isArray(data)) throw new Error("the frontmatter must be a YAML mapping of fields");
  return { data, body: (match[2] ?? "").replace(/^\r?\n/, "") };
}

/**
 * YAML as the content files write it: no folded lines (one line of text stays one line, so a
 * change shows as one changed line) and no YAML anchors.
 */
export function toYaml(data: unknown) {
  return stringify(data, { lineWidth: 0, aliasDuplicateObjects: false });
}

/**
 * A content file: frontmatter, then the body (if any) after a blank line.
 */
export function formatFrontmatter(data: Record<string, unknown>, body: string) {
  const text = body.trim();
  return `---\n${toYaml(data)}---\n${text ? `\n${text}\n` : ""}`;
}
