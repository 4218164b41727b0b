// The files of the editor page at /admin, shared by the local editor server and the build: the
// page, its script and styles (editor/admin/), and Decap CMS's own prebuilt bundle from npm
// (decap-cms.js and the chunks it loads on demand), never from a CDN.
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

/** Folder of Decap CMS's prebuilt bundle. */
export const decapDir = join(dirname(require.resolve("decap-cms/package.json")), "dist");

/** Folder of the editor page's own files. */
export const adminSourceDir = fileURLToPath(new URL("./admin/", import.meta.url));

/** The bundle's files the browser loads: the main script and its chunks (no source maps). */
export const decapFiles = () => readdirSync(decapDir).filter((name) => /(^|\.)decap-cms\.js$/.test(name));

/** The editor page's own files. */
export const adminFiles = [
  "index.html",
  "admin.js",
  "notice-editor.js",
  "fingerprint-widget.js",
  "fingerprint.js",
  "gaza-clock.js",
  "admin.css",
];
