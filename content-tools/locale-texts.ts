// Every text a reader of one language sees, with the file and field it comes from: the Markdown and
// YAML files under content/ in a folder named after the language (pages, policies, and any folder
// added later, such as content/help/<locale>/), each data file's `wording.<locale>`, and
// messages/<locale>.json. The language checks (placeholder-grammar.ts, bidi-isolation.ts) read these.
import { parse } from "yaml";
import { parseMarkdownFile, parseNaming, UnreadableFileError } from "./content-file.ts";
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
  for (const file of content.files("content").filter(isText))
    texts.push(...unlessUnreadable(() => textsOfFile(file, content.read(file) ?? "", locale)));
  const messagesFile = `messages/${locale}.json`;
  const messages = content.read(messagesFile);
  if (messages !== undefined)
    texts.push(
      ...unlessUnreadable(() =>
        stringsIn(parseNaming(messagesFile, messages, JSON.parse)).map((entry) => ({ file: messagesFile, ...entry })),
      ),
    );
  return texts;
}

/**
 * The texts `read` finds, or none when their file is half-merged or does not parse: that is its
 * collection check's to report, naming it (checks/checker.ts), and the language checks pass over it
 * rather than stop the whole check. Any other error is a fault of this code, and is thrown.
 */
function unlessUnreadable(read: () => LocaleText[]): LocaleText[] {
  try {
    return read();
  } catch (error) {
    if (error instanceof UnreadableFileError) return [];
    throw error;
  }
}

/** The texts of `locale` in one file of content/: all of a file of its own, its wording in a shared data file. */
function textsOfFile(file: string, source: string, locale: string): LocaleText[] {
  if (file.split("/").includes(locale)) {
    if (file.endsWith(".md")) {
      const { frontmatter: data, body } = parseNaming(file, source, parseMarkdownFile);
      const fields = stringsIn(data).map((entry) => ({ file, ...entry }));
      return body.trim() ? [...fields, { file, field: "body", text: body }] : fields;
    }
    return stringsIn(parseNaming(file, source, parse)).map((entry) => ({ file, ...entry }));
  }
  if (file.endsWith(".md")) return [];
  // A shared data file: each language's words are under wording.<locale>.
  const wording = (parseNaming(file, source, parse) as { wording?: Record<string, unknown> } | null)?.wording?.[locale];
  return stringsIn(wording, ["wording", locale]).map((entry) => ({ file, ...entry }));
}
