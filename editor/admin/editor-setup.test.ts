// config.json is written by the build (build-admin.ts) for the hosted editor and by the local server
// (server.ts, whose file server.test.ts reads), and read by the editor page (editor-setup.ts)
// through the writers' own type: what they write is what the page starts with, and a file of
// another shape does not type-check as one.
import { fileURLToPath } from "node:url";
import { describe, expect, expectTypeOf, it } from "vitest";
import { hostedConfigFile } from "../build-admin.ts";
import { cmsConfig, type EditorConfigFile } from "../config.ts";
import { editorSetup } from "./editor-setup.ts";

const rootDir = fileURLToPath(new URL("../../tests/fixtures/cms-content", import.meta.url));
const siteUrl = "https://keepgazaconnected.org";

/** The file as the page receives it: written as JSON, parsed back. */
const sent = (file: EditorConfigFile): EditorConfigFile => JSON.parse(JSON.stringify(file));

describe("config.json as the editor page reads it", () => {
  it("from the build, for a site with its repository set: saves commit there; the page's own settings go to the preview, not to Decap", () => {
    const setup = editorSetup(sent(hostedConfigFile({ rootDir, siteUrl, cms: { repo: "keep-gaza/site", branch: "main" } })));
    expect(setup.message).toBeUndefined();
    expect(setup.local).toBe(false);
    expect(setup.hosted).toEqual({ repo: "keep-gaza/site", branch: "main" });
    expect(setup.config).not.toHaveProperty("kgc");
    expect(setup.config?.backend).toMatchObject({ name: "github", repo: "keep-gaza/site", branch: "main" });
    expect(setup.noticeLanguages?.ar).toEqual({ label: "تنبيه", since: "منذ {date}، الساعة {time}", dir: "rtl", name: "العربية" });
    expect(setup.noticeLanguages?.fr).toEqual({ label: "Avis", since: "Depuis le {date}, {time}", dir: "ltr", name: "Français" });
  });

  it("from the build, for a site without a repository: the message saying why there is no editor", () => {
    const setup = editorSetup(sent(hostedConfigFile({ rootDir, siteUrl, cms: { branch: "main" } })));
    expect(setup.message).toMatch(/^The online editor is not set up for this site yet: a developer sets KGC_CMS_REPO/);
    expect(setup.config).toBeUndefined();
  });

  it("refuses, at the type check, a file whose writer renamed a field", () => {
    const { kgc, ...decap } = cmsConfig({ rootDir, backend: { mode: "hosted", repo: "keep-gaza/site", branch: "main" } });
    expectTypeOf({ ...decap, kgc }).toExtend<EditorConfigFile>();
    expectTypeOf({ ...decap, page: kgc }).not.toExtend<EditorConfigFile>();
    expectTypeOf({ ...decap, kgc: { languages: kgc.noticeLanguages } }).not.toExtend<EditorConfigFile>();
    expectTypeOf({ ...decap, kgc, collections: [{ title: "Notice" }] }).not.toExtend<EditorConfigFile>();
    expectTypeOf({ reason: "no repository" }).not.toExtend<EditorConfigFile>();
  });
});
