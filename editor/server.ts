// npm run cms: the content editor on this machine, editing the files of this working tree. No
// account and no network: Decap CMS's local backend (decap-server's file-system middleware) reads
// and writes content/ and messages/ here; the editor page's script is bundled from editor/admin/
// when the server starts, and Decap CMS comes from node_modules.
//   PORT            the port (default 8081; 0 for any free one)
//   KGC_CMS_ROOT    the project folder to edit (default: this one; the tests use a temporary copy)
import type { Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Express, default as expressModule, RequestHandler } from "express";
import { parsePort } from "#model/config/tooling.ts";
import { UnreadableFileError } from "../content-tools/content-file.ts";
import { editorHeaders } from "../server/rules.ts";
import { cmsConfig, type EditorConfigFile } from "./config.ts";
import { adminFiles, adminScriptName, adminSourceDir, bundleAdminScript, decapDir, decapFiles } from "./editor-files.ts";
import type { OrMessage } from "./or-message.ts";
import { type TranslationStatusAnswer, translationStatusFile } from "./translation-status-file.ts";

const require = createRequire(import.meta.url);
const decapServer = require.resolve("decap-server");
// The Express decap-server depends on (4.x), with the types of its major (@types/express 4, as
// decap-server's own development dependencies): the app is the one its middleware registers on.
const express: typeof expressModule = createRequire(decapServer)("express");
// decap-server's build ships no declarations: this is the signature its TypeScript source gives.
const {
  registerLocalFs,
}: { registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void> } = require("decap-server/dist/middlewares.js");

const loopback = "127.0.0.1";

/**
 * Starts the editor on `root` and resolves once it listens. It answers only requests addressed to
 * the loopback address and port it listens on: a page of another site could otherwise reach it
 * under a name of its own that resolves to 127.0.0.1 (DNS rebinding) and rewrite the files.
 */
export async function startEditor({ root, port }: { root: string; port: number }): Promise<{ server: Server; origin: string }> {
  // decap-server's middleware edits the folder named here.
  process.env.GIT_REPO_DIRECTORY = root;
  const app = express();
  app.disable("x-powered-by");
  let origin = "";
  app.use((request, response, next) => {
    if (request.headers.host !== new URL(origin).host)
      return response.status(403).type("text/plain").send("The content editor answers only at the address it printed.\n");
    next();
  });
  // The same headers as the production server's /admin: the editor is tested under its real policy.
  app.use((_request, response, next) => {
    response.set({ ...editorHeaders(), "Cache-Control": "no-store" });
    next();
  });
  await registerLocalFs(app, { logLevel: process.env.KGC_CMS_LOG ?? "warn" });

  app.get(["/", "/admin", "/admin/"], (_request, response) => response.sendFile(join(adminSourceDir, "index.html")));
  for (const name of adminFiles) app.get(`/admin/${name}`, (_request, response) => response.sendFile(join(adminSourceDir, name)));
  const script = await bundleAdminScript();
  app.get(`/admin/${adminScriptName}`, (_request, response) => response.type("text/javascript").send(script));
  for (const name of decapFiles()) app.get(`/admin/${name}`, (_request, response) => response.sendFile(join(decapDir, name)));
  app.get("/favicon.svg", (_request, response) => response.sendFile(fileURLToPath(new URL("../public/favicon.svg", import.meta.url))));

  app.get(
    "/admin/config.json",
    answerJson<EditorConfigFile>(root, "The editor cannot open", "then reload this page", () => {
      const config = cmsConfig({ rootDir: root, backend: { mode: "hosted", repo: "local/working-tree", branch: "main" } });
      return { ...config, local_backend: { url: `${origin}/api/v1`, allowed_hosts: [loopback] } };
    }),
  );
  app.get(
    "/admin/translation-status.json",
    answerJson<TranslationStatusAnswer>(root, "The list cannot be made", "then reload this page", () => translationStatusFile(root)),
  );

  return new Promise((resolved, failed) => {
    const server: Server = app.listen(port, loopback, () => {
      origin = `http://${loopback}:${(server.address() as AddressInfo).port}`;
      resolved({ server, origin });
    });
    server.on("error", failed);
  });
}

/**
 * A handler answering `answer()` as JSON, or a 500 answer `{ message }` the editor page shows. When
 * a file under `root` cannot be read (a merge left half-done, a typing slip), the message names it:
 * a staff member runs the editor to repair such a file, so it must stay up and say which. Anything
 * else is the editor's own fault: the page says to tell a developer, and the terminal gets the
 * stack. (Express 4, decap-server's, does not catch a handler's rejected promise: Node would exit.)
 */
function answerJson<File>(root: string, failed: string, after: string, answer: () => File | Promise<File>): RequestHandler {
  return async (_request, response) => {
    try {
      response.json(await answer());
    } catch (error) {
      const message: OrMessage<File> = {
        message:
          error instanceof UnreadableFileError
            ? `${failed}: ${error.describedFrom(root)}. Correct that file, ${after}.`
            : `${failed}: an error in the editor itself (the terminal running npm run cms shows it). Tell a developer.`,
      };
      console.error(error instanceof UnreadableFileError ? error.describedFrom(root) : error);
      response.status(500).json(message);
    }
  };
}

if (import.meta.main) {
  const root = resolve(process.env.KGC_CMS_ROOT ?? process.cwd());
  const { origin } = await startEditor({ root, port: parsePort(process.env, 8081) });
  console.log(`Content editor: ${origin}/admin (editing ${root}; Ctrl+C to stop)`);
}
