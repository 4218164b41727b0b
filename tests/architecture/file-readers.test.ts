// The content tools and the editor read a file of content/, messages/ or translations/ through the
// one reader (content-tools/content-file.ts), which names a file that does not parse or that a merge
// left half-done: the build, `npm run i18n:status` and the local editor then say which file to
// correct instead of printing a parser's stack. A module parsing a file's text itself would skip
// that, silently; this test finds it. Two modules parse on purpose: the checker reports each file it
// cannot read as a problem of that file, and the language checks skip such a file (its collection's
// check reports it).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { comments, projectRoot, sourceFiles } from "./imports.ts";

const reader = "content-tools/content-file.ts";
const reportsOrSkips = new Set(["content-tools/checks/checker.ts", "content-tools/locale-texts.ts"]);

/** `JSON.parse(` or YAML's `parse` imported, in code (not comments). */
function parsesText(code: string) {
  const bare = code.replace(comments, "");
  return /\bJSON\.parse\(/.test(bare) || /import\s*\{[^}]*\bparse\b[^}]*\}\s*from\s*["']yaml["']/.test(bare);
}

describe("files read through the one reader", () => {
  it("finds a JSON or YAML parse in code, not in a comment or another function", () => {
    expect(parsesText('const x = JSON.parse(readFileSync(path, "utf8"));')).toBe(true);
    expect(parsesText('import { parse } from "yaml";')).toBe(true);
    expect(parsesText('import { parseDocument } from "yaml";')).toBe(false);
    expect(parsesText("// JSON.parse(text) would not name the file")).toBe(false);
    expect(parsesText("schema.safeParse(value); guideSchema.parse(value);")).toBe(false);
  });

  it("in the content tools and the editor, only the reader parses a file's text", () => {
    const found = sourceFiles()
      .filter((file) => /^(content-tools|editor)\//.test(file) && !/\.test\.tsx?$|\/test-support\//.test(file))
      .filter((file) => file !== reader && !reportsOrSkips.has(file))
      .filter((file) => parsesText(readFileSync(join(projectRoot, file), "utf8")));
    expect(found).toEqual([]);
  });
});
