// Every text a reader of one language sees, with the file and field it comes from: the Markdown and
// YAML files under content/ in a folder named after the language (pages, policies, and any folder
// added later, such as content/help/<locale>/), each data file's `wording.<locale>`, and
// messages/<locale>.json. The language checks (placeholder-grammar.ts, bidi-isolation.ts) read these.
import { parse } from "yaml";
import { mergeMarkerIn, parseMarkdownFile } from "./content-file.ts";
import type { ContentSource } from "./content-source.ts";

export type LocaleText = { file: string; field: string; text: string };

/** Fields that name things rather than say them (a fingerprint, a page's name, an identifier). */
const notText = new Set(["source_hash", "page", "id", "slug"]);

/** The string leaves of a parsed YAML/JSON value, with their dotted paths. */
function stringsIn(value: unknown, path: string[] = []): Array<{ field: string; text: string }> {
  if (typeof value === "string") return notText.has(path.at(-1) ?? "") ? [] : [{ field: path.join("."), text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, [...path, String(index)]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => stringsIn(item, [...path, key]));
  return [];
}

const isText = (path: string) => /\.(md|ya?ml|json)$/.test(path);

/** The texts of `locale` in the project that `content` reads (content-source.ts). */
export function localeTexts(content: ContentSource, locale: string): LocaleText[] {
  const texts: LocaleText[] = [];
  for (const file of content.files("content").filter(isText)) {
    const source = content.read(file) ?? "";
    // A file left half-merged or that does not parse is its collection check's to report, naming
    // it (checks/checker.ts); the language checks pass over it rather than stop the whole check.
    if (mergeMarkerIn(source) !== undefined) continue;
    try {
      texts.push(...textsOfFile(file, source, locale));
    } catch {}
  }
  const messagesFile = `messages/${locale}.json`;
  const messages = content.read(messagesFile);
  if (messages !== undefined && mergeMarkerIn(messages) === undefined) {
    try {
      texts.push(...stringsIn(JSON.parse(messages)).map((entry) => ({ file: messagesFile, ...entry })));
    } catch {}
  }
  return texts;
}

/** The texts of `locale` in one file of content/: all of a file of its own, its wording in a shared data file. */
function textsOfFile(file: string, source: string, locale: string): LocaleText[] {
  if (file.split("/").includes(locale)) {
    if (file.endsWith(".md")) {
      const { frontmatter: data, body } = parseMarkdownFile(source);
      const fields = stringsIn(data).map((entry) => ({ file, ...entry }));
      return body.trim() ? [...fields, { file, field: "body", text: body }] : fields;
    }
    return stringsIn(parse(source)).map((entry) => ({ file, ...entry }));
  }
  if (file.endsWith(".md")) return [];
  // A shared data file: each language's words are under wording.<locale>.
  const wording = (parse(source) as { wording?: Record<string, unknown> } | null)?.wording?.[locale];
  return stringsIn(wording, ["wording", locale]).map((entry) => ({ file, ...entry }));
}
