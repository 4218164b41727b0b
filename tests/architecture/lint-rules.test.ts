// The conventions `npm run lint` enforces (biome.json, decision 182) do fire: Biome, with the
// project's configuration, runs on a scratch folder of well and badly named files and imports, laid
// out as in the project so the per-folder rules apply.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "./imports.ts";

const files: Record<string, string> = {
  // A component: PascalCase, the name of what it exports.
  "src/components/GoodName.tsx": "export function GoodName() {\n  return null;\n}\n",
  "src/components/bad-name.tsx": "export function BadName() {\n  return null;\n}\n",
  // A primitive of ui/: kebab-case, as shadcn/ui names them.
  "src/components/ui/text-box.tsx": "export function TextBox() {\n  return null;\n}\n",
  "src/components/ui/TextBox.tsx": "export function TextBox() {\n  return null;\n}\n",
  // Any other module: kebab-case.
  "src/lib/good-module.ts": "export const good = 1;\n",
  "src/lib/badModule.ts": "export const bad = 1;\n",
  // Imports: a relative path with the file's extension, nothing else.
  "model/with-extension.ts": 'import { good } from "../src/lib/good-module.ts";\n\nexport const value = good;\n',
  "model/without-extension.ts": 'import { good } from "../src/lib/good-module";\n\nexport const value = good;\n',
  "model/with-alias.ts": 'import { good } from "@/lib/good-module.ts";\n\nexport const value = good;\n',
};

let scratch = "";
let report = "";

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "kgc-lint-"));
  // The project's rules as they are; only which files to read changes (the scratch folder has no git).
  const config = JSON.parse(readFileSync(join(projectRoot, "biome.json"), "utf8"));
  writeFileSync(join(scratch, "biome.json"), JSON.stringify({ ...config, vcs: { enabled: false }, files: { includes: ["**"] } }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(scratch, dirname(path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  try {
    execFileSync(join(projectRoot, "node_modules/.bin/biome"), ["lint", "--max-diagnostics=100", "."], {
      cwd: scratch,
      encoding: "utf8",
      stdio: "pipe",
    });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    report = `${stdout}\n${stderr}`;
  }
}, 30_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The rules Biome reported on one file, by name. */
const rulesOn = (path: string) =>
  [...report.matchAll(new RegExp(`^${path.replace(/[.]/g, "\\.")}(?::\\d+:\\d+)? lint/\\w+/(\\w+)`, "gm"))].map((m) => m[1]);

describe("the lint rules", () => {
  it("refuse a component file not in PascalCase, and a ui/ primitive not in kebab-case", () => {
    expect(rulesOn("src/components/bad-name.tsx")).toEqual(["useFilenamingConvention"]);
    expect(rulesOn("src/components/ui/TextBox.tsx")).toEqual(["useFilenamingConvention"]);
    expect(rulesOn("src/components/GoodName.tsx")).toEqual([]);
    expect(rulesOn("src/components/ui/text-box.tsx")).toEqual([]);
  });

  it("refuse any other module not in kebab-case", () => {
    expect(rulesOn("src/lib/badModule.ts")).toEqual(["useFilenamingConvention"]);
    expect(rulesOn("src/lib/good-module.ts")).toEqual([]);
  });

  it("refuse an import without the file's extension, and one through the @/ alias", () => {
    expect(rulesOn("model/without-extension.ts")).toEqual(["useImportExtensions"]);
    expect(rulesOn("model/with-alias.ts")).toEqual(["noRestrictedImports"]);
    expect(rulesOn("model/with-extension.ts")).toEqual([]);
  });
});
