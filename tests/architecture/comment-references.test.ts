// Every file a code comment names exists (code review 3, F6). The comments carry the project's
// explanations, and a newcomer follows the files they name: a file renamed or removed must take
// the comments that name it along. The files are `git ls-files`' (new files included). A name
// written with a folder is looked for where it says: from the commenting file's folder, and, unless
// it starts with `./` or `../`, from the project's root (`model/pages.ts`). Only a bare name
// (`pages.ts`) is looked for by its base name anywhere, as a reader would search for it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { posix } from "node:path";
import { describe, expect, it } from "vitest";
import { comments, projectRoot } from "./imports.ts";

/** Names a comment gives, on purpose, to a file that does not exist, as written, each with why. */
const fictional: Record<string, string> = {
  "../lib/gone.ts": "the made-up stale name in the block comment of this file's own example",
  "tests/playwright-utils.ts": "Epic Stack's, which tests/e2e/playwright-utils.ts follows",
};

/** The project's files, by their path from its root, and their base names. */
type Project = { files: ReadonlySet<string>; baseNames: ReadonlySet<string> };

const projectOf = (files: string[]): Project => ({ files: new Set(files), baseNames: new Set(files.map((file) => posix.basename(file))) });

/** Whether `name`, written in a comment of `file`, names a file of the project. */
function exists(name: string, file: string, { files, baseNames }: Project) {
  if (!name.includes("/")) return baseNames.has(name);
  const fromFolder = posix.join(posix.dirname(file), name);
  if (files.has(fromFolder)) return true;
  return !/^\.\.?\//.test(name) && files.has(posix.normalize(name));
}

/** The .ts, .tsx and .css files named in the comments of `code`, the text of `file`, that `project` lacks, as written. */
function staleNames(code: string, file: string, project: Project) {
  const names = (code.match(comments) ?? []).flatMap((comment) => comment.match(/[\w$./-]+\.(?:tsx?|css)(?![\w-])/g) ?? []);
  // `*.test.ts` and `.gen.ts` name a kind of file, not a file.
  return names.filter((name) => !posix.basename(name).startsWith(".") && !exists(name, file, project));
}

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: projectRoot, encoding: "utf8" })
  .split("\n")
  .filter(Boolean);
const project = projectOf(tracked);

describe("the files named in code comments", () => {
  it("are read from line and block comments, not from strings", () => {
    const code = ['const name = "made-up.ts";', "// See styles.css and model/old-pages.ts,", "/** and ../lib/gone.ts, not `*.test.ts`. */"];
    expect(staleNames(code.join("\n"), "src/lib/example.ts", project)).toEqual(["model/old-pages.ts", "../lib/gone.ts"]);
  });

  it("are found where a name with a folder says, from the file's folder or the root; a bare name anywhere", () => {
    const file = "content-tools/checks/example.ts";
    const comment = [
      "// content-tools/pages.ts, ../pages.ts and ./markdown.ts are not there: model/pages.ts,",
      "// ./pages.ts, ../../model/pages.ts and content-tools/checks/links.ts are; test-support/site-files.ts",
      "// is not from here or the root; a bare pages.ts or checker.ts is anywhere, a bare gone-for-good.ts nowhere.",
    ].join("\n");
    expect(project.files).toContain("model/pages.ts");
    expect(project.files).toContain("content-tools/checks/pages.ts");
    expect(staleNames(comment, file, project)).toEqual([
      "content-tools/pages.ts",
      "../pages.ts",
      "./markdown.ts",
      "test-support/site-files.ts",
      "gone-for-good.ts",
    ]);
  });

  it("exist", () => {
    const sources = tracked.filter((file) => /\.(tsx?|css)$/.test(file) && !file.endsWith(".gen.ts"));
    const stale = sources.flatMap((file) =>
      staleNames(readFileSync(`${projectRoot}/${file}`, "utf8"), file, project)
        .filter((name) => !(name in fictional))
        .map((name) => `${file} names ${name}`),
    );
    expect(stale).toEqual([]);
  });
});
