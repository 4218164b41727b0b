// Imports flow one way between the top-level folders (decision 081): model/ at the bottom, then
// src/ and the content tools, the server, the scripts and the tests on top. A folder that imports
// one that imports it back can no longer be understood, moved or tested on its own.
import { describe, expect, it } from "vitest";
import { folderCycles, folderEdges, folderOf, importsOf, sourceFiles } from "./imports.ts";

describe("the import graph", () => {
  const files = sourceFiles();

  it("reads the imports of every kind of statement", () => {
    expect(files).toContain("server/app.ts");
    expect(importsOf("server/app.ts")).toContain("model/locales.ts");
    expect(importsOf("src/components/qr-check/QrCheck.tsx")).toContain("src/components/qr-check/QrCheckPanel");
    expect(folderEdges(files).length).toBeGreaterThan(5);
  });

  it("finds a cycle between two folders when there is one", () => {
    const edges = [
      { from: "src/", to: "model/", example: "src/a.ts imports model/b.ts" },
      { from: "server/", to: "scripts/", example: "server/c.ts imports scripts/d.ts" },
      { from: "scripts/", to: "server/", example: "scripts/e.ts imports server/f.ts" },
    ];
    expect(folderCycles(edges)).toEqual(["server/c.ts imports scripts/d.ts", "scripts/e.ts imports server/f.ts"]);
  });

  it("has no folder that imports one that imports it back", () => {
    expect(folderCycles(folderEdges(files))).toEqual([]);
  });

  it("keeps model/ free of the rest of the project: it imports packages and data only", () => {
    const outside = files
      .filter((file) => folderOf(file) === "model/")
      .flatMap((file) => importsOf(file).map((target) => `${file} imports ${target}`))
      .filter((line) => !/imports (model\/|project\.inlang\/[^ ]+\.json$)/.test(line));
    expect(outside).toEqual([]);
  });
});
