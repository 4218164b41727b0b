// The project's own import graph, read from the source: which file imports which, and so which
// top-level folder depends on which. Used by import-direction.test.ts; its comment pattern by
// comment-references.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

export const projectRoot = resolve(import.meta.dirname, "../..");

// Generated code and installed or built files are not the project's own.
const skipped = new Set(["node_modules", "dist", ".tmp", ".git", "paraglide", "test-results"]);

/** Every hand-written .ts/.tsx file, as a path from the project root with `/` separators. */
export function sourceFiles(dir = projectRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".gen.ts") ? [relative(projectRoot, full).split(sep).join("/")] : [];
  });
}

/** A file's comments, block and line (a `//` after `:` or a quote is taken for a URL or a string). */
export const comments = /\/\*[\s\S]*?\*\/|(?<=^|[^:"'`])\/\/.*$/gm;

// `import … from "x"`, `export … from "x"`, `import "x"`, `import("x")`; type-only imports count
// too: a type is a dependency as much as a value.
const specifiers =
  /(?:^|[\s;])(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|(?:^|[\s;])import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The specifiers one file imports, as written (a relative path, `#model/locales.ts`, `react`). */
export function specifiersOf(file: string): string[] {
  const code = readFileSync(join(projectRoot, file), "utf8").replace(comments, "");
  return [...code.matchAll(specifiers)].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

/** The project file a specifier names, as a path from the project root; undefined for a package. */
function targetOf(file: string, specifier: string) {
  // A project import is relative, or `#model/…` (decision 204, package.json's "imports").
  if (specifier.startsWith(".")) return join(dirname(file), specifier).split(sep).join("/");
  if (specifier.startsWith("#model/")) return `model/${specifier.slice("#model/".length)}`;
  return undefined;
}

/** The project files one file imports (packages left out), as paths from the project root. */
export function importsOf(file: string): string[] {
  return specifiersOf(file).flatMap((specifier) => targetOf(file, specifier) ?? []);
}

/**
 * What is wrong with how `file` names a file of model/ (decision 204): from outside model/, always
 * `#model/…`, so that one module has one name wherever it is imported; inside model/, a relative
 * path, as within any folder.
 */
export function modelImportProblem(file: string, specifier: string): string | undefined {
  const target = targetOf(file, specifier);
  if (target === undefined || folderOf(target) !== "model/") return undefined;
  const inside = folderOf(file) === "model/";
  if (inside && specifier.startsWith("#")) return `${file}: "${specifier}" (inside model/, a relative path)`;
  if (!inside && specifier.startsWith(".")) return `${file}: "${specifier}" (write "#model/${target.slice("model/".length)}")`;
  return undefined;
}

/** The top-level folder a file belongs to; a file at the root (configuration) stands for itself. */
export const folderOf = (file: string) => (file.includes("/") ? `${file.split("/")[0]}/` : file);

/** Every folder-to-folder dependency, with one file import that makes it. */
export function folderEdges(files = sourceFiles()) {
  const edges = new Map<string, { from: string; to: string; example: string }>();
  for (const file of files) {
    for (const target of importsOf(file)) {
      const from = folderOf(file);
      const to = folderOf(target);
      if (from !== to && !edges.has(`${from}>${to}`)) edges.set(`${from}>${to}`, { from, to, example: `${file} imports ${target}` });
    }
  }
  return [...edges.values()];
}

/** The folder cycles of a graph: every pair of folders that reach each other, with a path each way. */
export function folderCycles(edges: { from: string; to: string; example: string }[]) {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const reaches = (start: string, goal: string) => {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length) {
      const folder = queue.shift() ?? "";
      if (folder === goal) return true;
      if (seen.has(folder)) continue;
      seen.add(folder);
      queue.push(...(next.get(folder) ?? []));
    }
    return false;
  };
  return edges.filter(({ from, to }) => reaches(to, from)).map(({ example }) => example);
}

/**
 * What each top-level folder may import besides itself (decision 081), as folders (`model/`),
 * root files (`paraglide.options.ts`) or narrower path prefixes (`tests/e2e/fixtures/`).
 */
export type AllowList = Record<string, readonly string[]>;

/** Every import a folder's allow-list does not name (a folder missing from the list may import nothing). */
export function forbiddenImports(edges: Array<{ file: string; target: string }>, allowed: AllowList) {
  return edges
    .filter(({ file, target }) => {
      const from = folderOf(file);
      if (folderOf(target) === from) return false;
      return !(allowed[from] ?? []).some((prefix) => target === prefix || target.startsWith(prefix));
    })
    .map(({ file, target }) => `${file} imports ${target}`);
}

/**
 * Folders inside a top-level folder that only some files may import besides their own (decision
 * 203), each with those files: path prefixes (`src/routes/`), whole paths, or patterns for files
 * known by their names (the page shells, whose names end in `Page`).
 */
export type ImporterList = Record<string, readonly (string | RegExp)[]>;

/** Every import of a guarded folder by a file outside it that its importer list does not name. */
export function forbiddenImporters(edges: Array<{ file: string; target: string }>, importers: ImporterList) {
  const named = (file: string, who: string | RegExp) => (typeof who === "string" ? file.startsWith(who) : who.test(file));
  return edges
    .filter(({ file, target }) =>
      Object.entries(importers).some(
        ([folder, allowed]) => target.startsWith(folder) && !file.startsWith(folder) && !allowed.some((who) => named(file, who)),
      ),
    )
    .map(({ file, target }) => `${file} imports ${target}`);
}

/**
 * Every entry of an allow-list that no import uses, as "folder → target": a list that only grows
 * stops telling what the design is (a linter's unused suppressions, for imports).
 */
export function unusedAllowances(edges: Array<{ file: string; target: string }>, allowed: AllowList) {
  return Object.entries(allowed).flatMap(([from, targets]) =>
    targets
      .filter(
        (prefix) =>
          !edges.some(
            ({ file, target }) => folderOf(file) === from && folderOf(target) !== from && (target === prefix || target.startsWith(prefix)),
          ),
      )
      .map((prefix) => `${from} → ${prefix}`),
  );
}

/** Every file an importer list names that imports nothing of its guarded folder, as "folder ← importer". */
export function unusedImporters(edges: Array<{ file: string; target: string }>, importers: ImporterList) {
  const named = (file: string, who: string | RegExp) => (typeof who === "string" ? file.startsWith(who) : who.test(file));
  return Object.entries(importers).flatMap(([folder, allowed]) =>
    allowed
      .filter((who) => !edges.some(({ file, target }) => target.startsWith(folder) && !file.startsWith(folder) && named(file, who)))
      .map((who) => `${folder} ← ${String(who)}`),
  );
}

/** Every file-to-file import of the project. */
export const fileImports = (files = sourceFiles()) => files.flatMap((file) => importsOf(file).map((target) => ({ file, target })));
