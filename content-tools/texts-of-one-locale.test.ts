// The page-text loaders, narrowed to one locale's files in a one-locale build (decision 191).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { narrowGlobs, textLoaders } from "./texts-of-one-locale.ts";

const root = join(import.meta.dirname, "..");

describe("narrowing the page-text loaders to one locale", () => {
  it.each(textLoaders)("%s lists only the Arabic folder's files", (file) => {
    const narrowed = narrowGlobs(readFileSync(join(root, file), "utf8"), "ar", file);
    const globs = [...narrowed.matchAll(/import\.meta\.glob(?:<\w+>)?\("([^"]+)"/g)].map((match) => match[1]);
    expect(globs.length).toBeGreaterThan(0);
    for (const glob of globs) expect(glob).toMatch(/^\.\.\/\.\.\/content\/(pages|policies|help)\/ar\/\*\.md$/);
  });

  it("stops the build when a loader no longer globs every locale's folder", () => {
    expect(() => narrowGlobs(`import.meta.glob("../../content/pages/en/*.md")`, "fr", "load.ts")).toThrow(
      "load.ts has no glob of content/<folder>/*/*.md left to narrow to one locale",
    );
  });
});
