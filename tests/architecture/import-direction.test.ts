// Imports flow one way between the top-level folders (decision 081): model/ at the bottom, then
// src/ and the content tools, the server, the scripts and the tests on top. A folder that imports
// one that imports it back can no longer be understood, moved or tested on its own. Each folder
// may import only what its line below names (decision 182). Inside a folder, a folder that only a
// few may use names them (decision 203).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type AllowList,
  fileImports,
  folderCycles,
  folderEdges,
  folderOf,
  forbiddenImporters,
  forbiddenImports,
  type ImporterList,
  importsOf,
  modelImportProblem,
  sourceFiles,
  specifiersOf,
  unusedAllowances,
  unusedImporters,
} from "./imports.ts";

/** What each folder may import besides itself. A folder or root file not listed may import nothing. */
const allowed: AllowList = {
  // What the site is made of: packages and the languages' list only.
  "model/": ["project.inlang/settings.json"],
  // The browser and the prerender.
  "src/": ["model/"],
  // Build tools for the text: what they share with the pages (formats, the page text's types, the
  // configuration's schema) is in model/ (decision 194).
  "content-tools/": ["model/"],
  // The production server: only the model, so it runs with no build tool and no browser code.
  "server/": ["model/"],
  // The Cloudflare Pages Function applies the server's rules.
  "functions/": ["model/", "server/"],
  // The content editor: the schemas and the site's date formats, the translation status, the
  // server's headers for /admin.
  "editor/": ["model/", "content-tools/", "server/"],
  // The commands behind npm run. The files of src/ are browser code Node never runs: the build
  // serializes the inline scripts into the pages (page-scripts.ts; platform.ts's `platformOf` goes
  // into the guides' script, decision 200), and the decoder's bench bundles the QR passes for
  // Chromium with jsQR reading (scripts/bench/jsqr-candidate.ts) (decision 194).
  "scripts/": [
    "model/",
    "src/lib/bootstrap/page-bootstrap.ts",
    "src/lib/bootstrap/guides-offline.ts",
    "src/lib/bootstrap/phone-first.ts",
    "src/lib/platform.ts",
    "src/lib/qr/decode-passes.ts",
    "content-tools/",
    "editor/",
    "server/",
    "paraglide.options.ts",
  ],
  // The browser and architecture tests: what they check the site against; nothing imports them
  // back. (The unit tests live beside what they test.)
  "tests/": ["model/", "content-tools/", "editor/", "server/", "scripts/", "messages/", "framework-patches.ts", "compile-hints.ts"],
  "vite.config.ts": ["model/", "content-tools/", "paraglide.options.ts", "framework-patches.ts", "compile-hints.ts"],
  // V8's compile hints on the browser's start chunks: packages only.
  "compile-hints.ts": [],
  // The swaps of framework internals: packages and the locale list (the site's files it swaps in are named by path).
  "framework-patches.ts": ["model/"],
  // The unit tests' "preact" project resolves React as the browser build does.
  "vitest.config.ts": ["model/", "framework-patches.ts"],
  "playwright.config.ts": ["tests/e2e/", "scripts/chromium-paths.ts"],
  "paraglide.options.ts": ["model/"],
};

/**
 * Folders that only the files listed may import besides their own (decision 203). The start
 * machinery (a page hydrating in slices, keeping its prerendered text, saying its code failed) is
 * the frame's, the routes' and the page shells' to use; a page body or a primitive that reached for
 * it would tie what it shows to how the page starts.
 */
const importers: ImporterList = {
  "src/components/start/": [
    // The frame's slices, and the note for a page whose code failed.
    "src/components/layout/",
    // A band is a slice of its own (decision 196); no other primitive is.
    "src/components/ui/band.tsx",
    // The two page bodies that need the machinery: a slice per policy section; a guide's text in
    // regions kept as prerendered (its top, each phone's steps, its end).
    "src/components/pages/PolicyBody.tsx",
    "src/components/pages/GuideBody.tsx",
    // The routes, and the page shells they show: a page's text, declared and kept as prerendered.
    "src/routes/",
    /^src\/components\/[A-Z]\w*Page\.tsx$/,
  ],
};

describe("the import graph", () => {
  const files = sourceFiles();

  it("reads the imports of every kind of statement", () => {
    expect(files).toContain("server/app.ts");
    expect(importsOf("server/app.ts")).toContain("model/locales.ts");
    expect(importsOf("src/components/qr-check/QrCheck.tsx")).toContain("src/components/qr-check/QrCheckPanel.tsx");
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

  it("finds an import its folder's allow-list does not name", () => {
    const edges = [
      { file: "server/app.ts", target: "model/locales.ts" },
      { file: "server/app.ts", target: "src/config/index.ts" },
      { file: "src/router.tsx", target: "scripts/postbuild.ts" },
      { file: "playwright.config.ts", target: "tests/e2e/viewports.ts" },
      { file: "scripts/bench.ts", target: "tests/e2e/support.ts" },
      { file: "new-folder/x.ts", target: "model/pages.ts" },
    ];
    expect(forbiddenImports(edges, allowed)).toEqual([
      "server/app.ts imports src/config/index.ts",
      "src/router.tsx imports scripts/postbuild.ts",
      "scripts/bench.ts imports tests/e2e/support.ts",
      "new-folder/x.ts imports model/pages.ts",
    ]);
  });

  it("finds an import of the start machinery by a file its importer list does not name", () => {
    const edges = [
      { file: "src/components/start/TextPage.tsx", target: "src/components/start/PrerenderedText.tsx" },
      { file: "src/components/layout/Header.tsx", target: "src/components/start/HydrationSlice.tsx" },
      { file: "src/components/ui/band.tsx", target: "src/components/start/HydrationSlice.tsx" },
      { file: "src/components/ui/card.tsx", target: "src/components/start/HydrationSlice.tsx" },
      { file: "src/components/pages/PolicyBody.tsx", target: "src/components/start/HydrationSlice.tsx" },
      { file: "src/components/pages/AboutBody.tsx", target: "src/components/start/HydrationSlice.tsx" },
      { file: "src/components/HomePage.tsx", target: "src/components/start/TextPage.tsx" },
      { file: "src/components/PageHeader.tsx", target: "src/components/start/PrerenderedText.tsx" },
      { file: "src/components/pages/AboutPage.tsx", target: "src/components/start/TextPage.tsx" },
      { file: "src/routes/about.tsx", target: "src/components/start/TextPage.tsx" },
      { file: "src/lib/ui/site-links.ts", target: "src/components/start/TextPage.tsx" },
      { file: "src/components/pages/AboutBody.tsx", target: "src/components/layout/Breadcrumbs.tsx" },
    ];
    expect(forbiddenImporters(edges, importers)).toEqual([
      "src/components/ui/card.tsx imports src/components/start/HydrationSlice.tsx",
      "src/components/pages/AboutBody.tsx imports src/components/start/HydrationSlice.tsx",
      "src/components/PageHeader.tsx imports src/components/start/PrerenderedText.tsx",
      "src/components/pages/AboutPage.tsx imports src/components/start/TextPage.tsx",
      "src/lib/ui/site-links.ts imports src/components/start/TextPage.tsx",
    ]);
  });

  it("finds an allow-list entry and an importer that no import uses", () => {
    const edges = [
      { file: "server/app.ts", target: "model/locales.ts" },
      { file: "src/routes/about.tsx", target: "src/components/start/TextPage.tsx" },
    ];
    expect(unusedAllowances(edges, { "server/": ["model/"], "functions/": ["model/", "server/"] })).toEqual([
      "functions/ → model/",
      "functions/ → server/",
    ]);
    expect(unusedImporters(edges, { "src/components/start/": ["src/routes/", "src/lib/bootstrap/static-page.ts"] })).toEqual([
      "src/components/start/ ← src/lib/bootstrap/static-page.ts",
    ]);
  });

  it("has no allow-list entry or importer that no import uses: the lists say what the design is", () => {
    const edges = fileImports(files);
    expect(unusedAllowances(edges, allowed)).toEqual([]);
    expect(unusedImporters(edges, importers)).toEqual([]);
  });

  it("has each folder import only what its allow-list names", () => {
    expect(forbiddenImports(fileImports(files), allowed)).toEqual([]);
  });

  it("has the start machinery imported only by the files its importer list names", () => {
    expect(forbiddenImporters(fileImports(files), importers)).toEqual([]);
  });

  // The build copies these modules' functions into the pages as text (scripts/page-scripts.ts): a
  // value they imported would be a name the page does not have, though the unit tests, which run
  // the module, would find it. What they need from elsewhere is passed in, serialized.
  it("has the inline scripts' modules import types only", () => {
    const serialized = ["src/lib/bootstrap/page-bootstrap.ts", "src/lib/bootstrap/phone-first.ts", "src/lib/bootstrap/guides-offline.ts"];
    const valueImports = serialized.flatMap((file) =>
      readFileSync(new URL(`../../${file}`, import.meta.url), "utf8")
        .split("\n")
        .filter((line) => /^import\b/.test(line) && !/^import type\b/.test(line))
        .map((line) => `${file}: ${line}`),
    );
    expect(valueImports).toEqual([]);
  });

  it("has no folder that imports one that imports it back", () => {
    expect(folderCycles(folderEdges(files))).toEqual([]);
  });

  it("names model/ one way from outside it, #model/…, and relatively inside it", () => {
    expect(modelImportProblem("src/components/pages/HomeBody.tsx", "../../../model/pages.ts")).toBe(
      'src/components/pages/HomeBody.tsx: "../../../model/pages.ts" (write "#model/pages.ts")',
    );
    expect(modelImportProblem("vite.config.ts", "./model/pages.ts")).toBe('vite.config.ts: "./model/pages.ts" (write "#model/pages.ts")');
    expect(modelImportProblem("model/pages.ts", "#model/locales.ts")).toBe(
      'model/pages.ts: "#model/locales.ts" (inside model/, a relative path)',
    );
    expect(modelImportProblem("src/components/pages/HomeBody.tsx", "#model/pages.ts")).toBeUndefined();
    expect(modelImportProblem("model/pages.ts", "./locales.ts")).toBeUndefined();
    expect(modelImportProblem("src/components/pages/HomeBody.tsx", "../ui/band.tsx")).toBeUndefined();
    expect(modelImportProblem("src/components/pages/HomeBody.tsx", "react")).toBeUndefined();
  });

  it("has every file name model/ that way", () => {
    const problems = files.flatMap((file) => specifiersOf(file).flatMap((specifier) => modelImportProblem(file, specifier) ?? []));
    expect(problems).toEqual([]);
  });

  it("keeps model/ free of the rest of the project: it imports packages and data only", () => {
    const outside = files
      .filter((file) => folderOf(file) === "model/")
      .flatMap((file) => importsOf(file).map((target) => `${file} imports ${target}`))
      .filter((line) => !/imports (model\/|project\.inlang\/[^ ]+\.json$)/.test(line));
    expect(outside).toEqual([]);
  });
});
