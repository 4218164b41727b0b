// config.json as the editor page reads it. Its type is its writers' (editor/config.ts's
// EditorConfigFile), imported as a type only: the page's bundle gains none of the Node code that
// writes the file. The type is enough, with no check at run time: the file and this script come
// from the same checkout, both written by the build (build-admin.ts) or by the local server
// (server.ts) as it starts, and a schema would ship zod to the editor page.
import type { EditorConfigFile } from "../config.ts";

/**
 * The file's contents, or the message saying why there is no editor: the one the server gives (the
 * local server names a content file it cannot read), or, when there is no file to read, that it
 * could not be loaded.
 */
export async function fetchEditorConfig(): Promise<EditorConfigFile> {
  try {
    return await (await fetch("/admin/config.json", { cache: "no-store" })).json();
  } catch {
    return {
      message: "The editor's settings could not be loaded (/admin/config.json). Reload this page; if this stays, tell a developer.",
    };
  }
}

/**
 * What the page starts with: Decap's configuration without the page's own settings (`kgc`), the
 * languages of the notice's preview, and where a save goes (`hosted`: the repository and branch the
 * online editor commits to; null for the local editor, which writes the files of its computer).
 * Or the message saying why there is no editor.
 */
export function editorSetup(file: EditorConfigFile) {
  if ("message" in file) return { message: file.message };
  const { kgc, ...config } = file;
  const local = Boolean(config.local_backend);
  const hosted = !local && "repo" in config.backend ? { repo: config.backend.repo, branch: config.backend.branch } : null;
  return { config, noticeLanguages: kgc.noticeLanguages, local, hosted };
}
