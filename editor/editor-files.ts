// The files of the editor page at /admin, shared by the local editor server and the build: the
// page and its styles (editor/admin/, served as written), its script (editor/admin/admin.ts and
// what it imports, bundled by Vite into admin.js), and Decap CMS's own prebuilt bundle from npm
// (decap-cms.js and the chunks it loads on demand), never from a CDN.
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const require = createRequire(import.meta.url);

/** Folder of Decap CMS's prebuilt bundle. */
export const decapDir = join(dirname(require.resolve("decap-cms/package.json")), "dist");

/** Folder of the editor page's own files. */
export const adminSourceDir = fileURLToPath(new URL("./admin/", import.meta.url));

/** The bundle's files the browser loads: the main script and its chunks (no source maps). */
export const decapFiles = () => readdirSync(decapDir).filter((name) => /(^|\.)decap-cms\.js$/.test(name));

/** The editor page's own files served as they are written. */
export const adminFiles = ["index.html", "admin.css"];

/** The name of the editor page's script, as index.html loads it from /admin/. */
export const adminScriptName = "admin.js";

/**
 * The editor page's script: admin.ts and the modules it imports (the editor's widgets, and the
 * fingerprint and Gaza's clock from model/, which the build shares), bundled by Vite into one ES
 * module, in memory. One file, no chunks: the page loads it with one script tag, which the
 * editor's Content-Security-Policy allows (`script-src 'self'`, server/rules.ts).
 */
export async function bundleAdminScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    build: {
      write: false,
      minify: true,
      lib: { entry: join(adminSourceDir, "admin.ts"), formats: ["es"], fileName: () => adminScriptName },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const chunk = [result]
    .flat()
    .flatMap((output) => ("output" in output ? output.output : []))
    .find((file) => file.type === "chunk" && file.fileName === adminScriptName);
  if (chunk?.type !== "chunk") throw new Error(`Bundling editor/admin/admin.ts gave no ${adminScriptName}`);
  return chunk.code;
}
