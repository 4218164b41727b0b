// The editor's forms match the content files: every field found in a file under content/ and
// messages/ has a field in the editor's configuration, and every required field of the
// configuration is in the file. A mismatch names the file and the field, so a change to the
// content format that the editor does not follow yet (or the reverse) fails here first.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseMarkdownFile } from "../content-tools/content-file.ts";
import { cmsConfig } from "./config.ts";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const fixtureRoot = join(repoRoot, "tests/fixtures/cms-content");

type FormField = { name: string; widget: string; required?: boolean; fields?: FormField[] };

/** Key paths of a value: `a.b` for an object's field, `a[]` for a list, `a[].b` for a field of its items. */
function dataPaths(value: unknown, prefix = "", paths = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    paths.add(`${prefix}[]`);
    for (const item of value) if (item && typeof item === "object") dataPaths(item, `${prefix}[]`, paths);
  } else if (value && typeof value === "object" && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (Array.isArray(item) || (item && typeof item === "object")) dataPaths(item, path, paths);
      else paths.add(path);
    }
  }
  return paths;
}

/** Key paths of a form's fields, each with whether the file must have it. */
function fieldPaths(fields: FormField[], prefix = "", paths = new Map<string, boolean>(), required = true): Map<string, boolean> {
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const mustHave = required && field.required !== false;
    if (field.widget === "list") {
      paths.set(`${path}[]`, mustHave);
      if (field.fields) fieldPaths(field.fields, `${path}[]`, paths, mustHave);
    } else if (field.widget === "object" || field.widget === "languages") {
      fieldPaths(field.fields ?? [], path, paths, mustHave);
    } else paths.set(path, mustHave);
  }
  return paths;
}

/** Differences between a file's fields and its form. */
function compare(file: string, inFile: Set<string>, inForm: Map<string, boolean>) {
  const problems: string[] = [];
  for (const path of inFile) if (!inForm.has(path)) problems.push(`${file}: "${path}" has no field in the editor (editor/)`);
  for (const [path, required] of inForm) {
    const list = path.includes("[].") ? path.slice(0, path.lastIndexOf("[].") + 2) : undefined;
    // A field of list items can only be checked where the list has items.
    const applies = !list || [...inFile].some((p) => p.startsWith(`${list}.`));
    if (required && applies && !inFile.has(path)) problems.push(`${file}: the editor's field "${path}" is not in the file`);
  }
  return problems;
}

const files = (dir: string, extension: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(extension)) : []);

type Collection = { name: string; filter?: { value: string }; fields?: FormField[]; files?: Array<{ file: string; fields: FormField[] }> };

/** Every mismatch between the content files of a project folder and the editor's configuration. */
function drift(root: string) {
  const config = cmsConfig({ rootDir: root, backend: { mode: "local", apiUrl: "http://127.0.0.1/api/v1" } });
  const collections = config.collections as Collection[];
  const problems: string[] = [];
  for (const folder of ["pages", "policies"]) {
    for (const locale of files(join(root, "content", folder), "")) {
      for (const name of files(join(root, "content", folder, locale), ".md")) {
        const file = `content/${folder}/${locale}/${name}`;
        const { frontmatter, body } = parseMarkdownFile(readFileSync(join(root, file), "utf8"));
        const page = basename(name, ".md");
        const collection = collections.find((c) => (folder === "pages" ? c.filter?.value === page : c.name === "policies"));
        if (!collection) {
          problems.push(`${file}: no form in the editor for this page`);
          continue;
        }
        const inFile = dataPaths(frontmatter);
        if (body.trim()) inFile.add("body");
        const form = fieldPaths(collection.fields ?? []);
        // English records no fingerprint; a translation must.
        form.set("source_hash", locale !== "en");
        problems.push(...compare(file, inFile, form));
        if (folder === "pages" && frontmatter.page !== page)
          problems.push(`${file}: "page" must be "${page}" (the editor finds the page by it)`);
      }
    }
  }
  const fileCollections = collections.flatMap((c) => c.files ?? []);
  const dataFiles = files(join(root, "content/data"), ".yaml").map((name) => `content/data/${name}`);
  const messageFiles = [
    ...files(join(root, "messages"), ".json").map((name) => `messages/${name}`),
    ...files(join(root, "messages/translated-from"), ".json").map((name) => `messages/translated-from/${name}`),
  ];
  for (const file of [...dataFiles, ...messageFiles]) {
    const form = fileCollections.find((f) => f.file === file);
    if (!form) {
      problems.push(`${file}: no form in the editor for this file`);
      continue;
    }
    const value = file.endsWith(".json")
      ? JSON.parse(readFileSync(join(root, file), "utf8"))
      : parse(readFileSync(join(root, file), "utf8"));
    const inFile = dataPaths(value);
    inFile.delete("$schema");
    const fields = fieldPaths(form.fields);
    // Fingerprint files list only the messages translated so far.
    if (file.includes("translated-from")) for (const path of fields.keys()) fields.set(path, false);
    problems.push(...compare(file, inFile, fields));
  }
  return problems;
}

describe("the editor's configuration", () => {
  it("has a form field for every field of the sample content, and the reverse", () => {
    expect(drift(fixtureRoot)).toEqual([]);
  });

  it("has a form field for every field of the site's content, and the reverse", () => {
    expect(drift(repoRoot)).toEqual([]);
  });

  it("edits data files that hold no comment, which saving would drop (what they said is in the forms' descriptions)", () => {
    for (const root of [repoRoot, fixtureRoot]) {
      const commented = files(join(root, "content/data"), ".yaml").filter((name) =>
        /^\s*#/m.test(readFileSync(join(root, "content/data", name), "utf8")),
      );
      expect([root, commented]).toEqual([root, []]);
    }
  });

  it("names what a file has that the editor lacks, with the file and the field", () => {
    // A made-up page file with a field no form has: the report names both.
    const inFile = new Set(["title", "impact.newFigure"]);
    expect(compare("content/pages/fr/home.md", inFile, new Map([["title", true]]))).toEqual([
      'content/pages/fr/home.md: "impact.newFigure" has no field in the editor (editor/)',
    ]);
  });

  it("gives every field a hint (once, in English's column, for a translation's field beside it) and every translated field the four languages", () => {
    const config = cmsConfig({ rootDir: fixtureRoot, backend: { mode: "local", apiUrl: "http://127.0.0.1/api/v1" } });
    type Hinted = { name: string; widget?: string; hint?: unknown; fields?: Hinted[]; field?: Hinted };
    const hinted = (field: Hinted | undefined) => typeof field?.hint === "string" && field.hint.length > 10;
    const withoutHint = (fields: Hinted[], where: string, englishColumn?: Hinted[]): string[] =>
      fields.flatMap((f) => {
        // A field of a translation's column goes without a hint when English's, beside it, has one.
        const besideEnglish = f.hint === "" && hinted(englishColumn?.find((english) => english.name === f.name));
        const english = f.widget === "languages" ? f.fields?.find((language) => language.name === "en")?.fields : undefined;
        const children = f.fields ?? (f.field ? [f.field] : []);
        return [
          ...(hinted(f) || besideEnglish ? [] : [`${where}.${f.name}`]),
          ...(english
            ? children.flatMap((language) => [
                ...(hinted(language) ? [] : [`${where}.${f.name}.${language.name}`]),
                ...withoutHint(language.fields ?? [], `${where}.${f.name}.${language.name}`, language.name === "en" ? undefined : english),
              ])
            : withoutHint(children, `${where}.${f.name}`)),
        ];
      });
    const all = (
      config.collections as Array<{ name: string; fields?: Hinted[]; files?: Array<{ name: string; fields: Hinted[] }> }>
    ).flatMap(
      (c): Array<[string, Hinted[]]> => (c.files ? c.files.map((f) => [`${c.name}/${f.name}`, f.fields]) : [[c.name, c.fields ?? []]]),
    );
    expect(all.flatMap(([where, fields]) => withoutHint(fields, where))).toEqual([]);
    expect(config.i18n).toEqual({ structure: "multiple_folders", locales: ["en", "fr", "tr", "ar"], default_locale: "en" });
  });
});
