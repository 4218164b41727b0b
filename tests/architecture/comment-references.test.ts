// Every file a code comment names exists (code review 3, F6). The comments carry the project's
// explanations, and a newcomer follows the files they name: a file renamed or removed must take
// the comments that name it along. A name is checked by its base name against `git ls-files` (new
// files included), so a comment may give it with any path (`model/pages.ts`, `./pages.ts`, `pages.ts`).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { comments, projectRoot } from "./imports.ts";

/** Names a comment gives, on purpose, to a file that does not exist, each with why. */
const fictional: Record<string, string> = {
  "gone.ts": "the made-up stale name in the block comment of this file's own example",
};

/** The base names of the .ts, .tsx and .css files named in the comments of `code` that `known` lacks. */
function staleNames(code: string, known: ReadonlySet<string>) {
  const names = (code.match(comments) ?? []).flatMap((comment) => comment.match(/[\w$./-]+\.(?:tsx?|css)(?![\w-])/g) ?? []);
  // `*.test.ts` and `.gen.ts` name a kind of file, not a file.
  return names.map((name) => basename(name)).filter((name) => !name.startsWith(".") && !known.has(name));
}

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: projectRoot, encoding: "utf8" })
  .split("\n")
  .filter(Boolean);
const trackedNames = new Set(tracked.map((file) => basename(file)));

describe("the files named in code comments", () => {
  it("are read from line and block comments, not from strings", () => {
    const code = ['const name = "made-up.ts";', "// See styles.css and model/old-pages.ts,", "/** and ../lib/gone.ts, not `*.test.ts`. */"];
    expect(staleNames(code.join("\n"), trackedNames)).toEqual(["old-pages.ts", "gone.ts"]);
  });

  it("exist", () => {
    const known = new Set([...trackedNames, ...Object.keys(fictional)]);
    const sources = tracked.filter((file) => /\.(tsx?|css)$/.test(file) && !file.endsWith(".gen.ts"));
    const stale = sources.flatMap((file) =>
      staleNames(readFileSync(join(projectRoot, file), "utf8"), known).map((name) => `${file} names ${name}`),
    );
    expect(stale).toEqual([]);
  });
});
