// @vitest-environment happy-dom
// The "Translations to update" panel reads translation-status.json through its writers' type
// (translation-status-file.ts): here the file the build writes for a small tree with a help guide
// not yet translated, a kind of translation the panel once named "undefined".
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { removeFolder, repo, siteFiles, temporaryFolder } from "../../content-tools/test-support/site-files.ts";
import { type TranslationStatusAnswer, type TranslationStatusFile, translationStatusFile } from "../translation-status-file.ts";
import { statusPanel } from "./status-panel.ts";

const guide = `---
guide: install
title: "Install your eSIM"
---
Open the installer on the phone that will use the eSIM.
`;

let root = "";
beforeEach(() => {
  const files = siteFiles(["content", "messages"], `${repo}tests/fixtures/cms-content`);
  // The fixture's tree, not an empty one (under a test DOM `repo` once pointed at "/").
  expect(files.has("content/pages/en/home.md")).toBe(true);
  root = temporaryFolder(new Map([...files, ["content/help/en/install.md", guide]]));
});
afterEach(() => {
  removeFolder(root);
  vi.unstubAllGlobals();
});

/** The panel's text once it has read `file` as the server sends it. */
async function panelShowing(file: TranslationStatusAnswer, status = 200) {
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify(file), { status }));
  const panel = statusPanel();
  await panel.refresh();
  return {
    summary: panel.element.querySelector("summary")?.textContent,
    headings: [...panel.element.querySelectorAll("h2")].map((heading) => heading.textContent),
    lines: [...panel.element.querySelectorAll("li")].map((line) => line.textContent?.replace(/: [0-9a-f]{12}$/, ": <fingerprint>")),
    paragraphs: [...panel.element.querySelectorAll("p")].map((paragraph) => paragraph.textContent),
  };
}

describe("the translations panel", () => {
  it("lists what the build's file holds, each kind of translation by its name", async () => {
    const shown = await panelShowing(await translationStatusFile(root, "2026-11-28 09:30"));
    expect(shown.summary).toBe("Translations to update (3)");
    expect(shown.headings).toEqual(["French", "Turkish", "Arabic"]);
    expect(shown.lines).toEqual([
      "Missing: guide install (content/help/fr/install.md). Fingerprint to record: <fingerprint>",
      "Missing: guide install (content/help/tr/install.md). Fingerprint to record: <fingerprint>",
      "Missing: guide install (content/help/ar/install.md). Fingerprint to record: <fingerprint>",
    ]);
    expect(shown.paragraphs[0]).toBe("As of the last build, 2026-11-28 09:30. Saved changes show after the next build.");
  });

  it("says all is up to date for the local server's file of a tree with nothing to translate", async () => {
    removeFolder(root);
    root = temporaryFolder(siteFiles(["content", "messages"], `${repo}tests/fixtures/cms-content`));
    const shown = await panelShowing(await translationStatusFile(root));
    expect(shown.summary).toBe("Translations: all up to date");
    expect(shown.lines).toEqual([]);
    expect(shown.paragraphs[0]).not.toMatch(/^As of the last build/);
  });

  it("names the file the local server cannot read, instead of a list", async () => {
    const message =
      "The list cannot be made: content/pages/fr/contact.md cannot be read: Implicit keys need to be on a single line at line 1, column 1.";
    const shown = await panelShowing({ message }, 500);
    expect(shown.summary).toBe("Translations to update: not available");
    expect(shown.paragraphs).toEqual([message]);
    expect(shown.lines).toEqual([]);
  });

  it("says the list is not available when there is none to read", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const panel = statusPanel();
    await panel.refresh();
    expect(panel.element.querySelector("summary")?.textContent).toBe("Translations to update: not available");
    expect(panel.element.querySelector("p")?.textContent).toBe("The list could not be loaded. Reload this page to try again.");
  });

  it("refuses, at the type check, a file whose writer renamed a field or a kind", () => {
    const item = {
      locale: "fr",
      kind: "guide",
      name: "installer",
      file: "content/help/fr/installer.md",
      state: "missing",
      sourceHash: "0",
    } as const;
    expectTypeOf({ items: [item], sameAsEnglish: [] }).toExtend<TranslationStatusFile>();
    expectTypeOf({ entries: [item], sameAsEnglish: [] }).not.toExtend<TranslationStatusFile>();
    expectTypeOf({ items: [{ ...item, kind: "help" }], sameAsEnglish: [] }).not.toExtend<TranslationStatusFile>();
    expectTypeOf({
      items: [{ ...item, fingerprint: "0", sourceHash: undefined }],
      sameAsEnglish: [],
    }).not.toExtend<TranslationStatusFile>();
  });
});
