// npm run cms: the content editor on this machine, editing the files of this working tree. No
// account and no network: Decap CMS's local backend (decap-server's file-system middleware) reads
// and writes content/ and messages/ here; the editor page and Decap CMS come from node_modules.
//   PORT            the port (default 8081; 0 for any free one)
//   KGC_CMS_ROOT    the project folder to edit (default: this one; the tests use a temporary copy)
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sameAsEnglish } from "../content-tools/same-as-english.js";
import { translationStatus } from "../content-tools/translation-status.js";
import { editorHeaders } from "../server/rules.js";
import { cmsConfig } from "../src/cms/config.js";
import { adminFiles, adminSourceDir, decapDir, decapFiles } from "../src/cms/editor-files.js";

const root = resolve(process.env.KGC_CMS_ROOT ?? process.cwd());
// decap-server's middleware edits the folder named here.
process.env.GIT_REPO_DIRECTORY = root;

const require = createRequire(import.meta.url);
const decapServer = require.resolve("decap-server");
const express = createRequire(decapServer)("express");
// decap-server ships no types: its middleware is used as documented in its README.
const middlewares = "decap-server/dist/middlewares.js";
const { registerLocalFs } = require(middlewares);

const app = express();
app.disable("x-powered-by");
// The same headers as the production server's /admin: the editor is tested under its real policy.
app.use((/** @type {any} */ _request, /** @type {any} */ response, /** @type {() => void} */ next) => {
  response.set({ ...editorHeaders(), "Cache-Control": "no-store" });
  next();
});
await registerLocalFs(app, { logLevel: process.env.KGC_CMS_LOG ?? "warn" });

app.get(["/", "/admin", "/admin/"], (/** @type {any} */ _request, /** @type {any} */ response) =>
  response.sendFile(join(adminSourceDir, "index.html")),
);
for (const name of adminFiles)
  app.get(`/admin/${name}`, (/** @type {any} */ _q, /** @type {any} */ r) => r.sendFile(join(adminSourceDir, name)));
for (const name of decapFiles())
  app.get(`/admin/${name}`, (/** @type {any} */ _q, /** @type {any} */ r) => r.sendFile(join(decapDir, name)));

app.get("/favicon.svg", (/** @type {any} */ _q, /** @type {any} */ r) =>
  r.sendFile(fileURLToPath(new URL("../public/favicon.svg", import.meta.url))),
);

app.get("/admin/config.json", (/** @type {any} */ request, /** @type {any} */ response) => {
  const origin = `${request.protocol}://${request.get("host")}`;
  const config = cmsConfig({ rootDir: root, backend: { mode: "hosted", repo: "local/working-tree", branch: "main" } });
  response.json({ ...config, local_backend: { url: `${origin}/api/v1`, allowed_hosts: ["127.0.0.1", "localhost"] } });
});

app.get("/admin/translation-status.json", async (/** @type {any} */ _request, /** @type {any} */ response) => {
  response.json({ items: await translationStatus(root), sameAsEnglish: await sameAsEnglish(root) });
});

const server = app.listen(Number(process.env.PORT ?? 8081), "127.0.0.1", () => {
  const { port } = server.address();
  console.log(`Content editor: http://127.0.0.1:${port}/admin (editing ${root}; Ctrl+C to stop)`);
});
