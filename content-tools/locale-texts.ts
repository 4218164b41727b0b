// Every text a reader of one language sees, with the file and field it comes from: the Markdown and
// YAML files under content/ in a folder named after the language (pages, policies, and any folder
// added later, such as content/help/<locale>/), each data file's `wording.<locale>`, and
// messages/<locale>.json. The language checks (placeholder-grammar.ts, bidi-isolation.ts) read these.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parse } from "yaml";
import { parseMarkdownFile } from "./content-file.ts";

export type LocaleText = { file: string; field: string; text: string };

/** Fields that name things rather than say them (a fingerprint, a page's name, an identifier). */
const notText = new Set(["source_hash", "page", "id", "slug"]);

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The string leaves of a parsed YAML/JSON value, with their dotted paths. */
function stringsIn(value: unknown, path: string[] = []): Array<{ field: string; text: string }> {
  if (typeof value === "string") return notText.has(path.at(-1) ?? "") ? [] : [{ field: path.join("."), text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, [...path, String(index)]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => stringsIn(item, [...path, key]));
  return [];
}

const isText = (path: string) => /\.(md|ya?ml|json)$/.test(path);

/** The texts of `locale` in the repository at `root`. */
export function localeTexts(root: string, locale: string): LocaleText[] {
  const texts: LocaleText[] = [];
  for (const path of filesUnder(join(root, "content")).filter(isText)) {
    const file = relative(root, path).split(sep).join("/");
    const source = readFileSync(path, "utf8");
    if (file.split("/").includes(locale)) {
      if (file.endsWith(".md")) {
        const { frontmatter: data, body } = parseMarkdownFile(source);
        texts.push(...stringsIn(data).map((entry) => ({ file, ...entry })));
        if (body.trim()) texts.push({ file, field: "body", text: body });
      } else texts.push(...stringsIn(parse(source)).map((entry) => ({ file, ...entry })));
    } else if (!file.endsWith(".md")) {
      // A shared data file: each language's words are under wording.<locale>.
      const wording = (parse(source) as { wording?: Record<string, unknown> } | null)?.wording?.[locale];
      texts.push(...stringsIn(wording, ["wording", locale]).map((entry) => ({ file, ...entry })));
    }
  }
  const messages = join(root, "messages", `${locale}.json`);
  if (existsSync(messages)) {
    const file = `messages/${locale}.json`;
    texts.push(...stringsIn(JSON.parse(readFileSync(messages, "utf8"))).map((entry) => ({ file, ...entry })));
  }
  return texts;
}
