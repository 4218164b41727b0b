// The editor page at dist/client/admin/, built apart from the public site: its own HTML and styles,
// its script (bundled from editor/admin/admin.ts), Decap CMS's prebuilt bundle from node_modules, the hosted editor's configuration
// (config.json, from KGC_CMS_* through dist/site-config.json), and the translation status as of
// this build (translation-status.json, the list `npm run i18n:status` prints). No public page
// links to any of it, and the service worker saves none of it.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { cmsConfig, type EditorConfigFile } from "./config.ts";
import { adminFiles, adminScriptName, adminSourceDir, bundleAdminScript, decapDir, decapFiles } from "./editor-files.ts";
import { translationStatusFile } from "./translation-status-file.ts";

type Options = { clientDir: string; rootDir: string; siteUrl: string; cms?: { repo?: string; branch: string; authUrl?: string } };

export async function buildAdmin({ clientDir, rootDir, siteUrl, cms }: Options): Promise<{ files: number; bytes: number }> {
  const out = join(clientDir, "admin");
  mkdirSync(out, { recursive: true });
  for (const name of adminFiles) copyFileSync(join(adminSourceDir, name), join(out, name));
  writeFileSync(join(out, adminScriptName), await bundleAdminScript());
  for (const name of decapFiles()) copyFileSync(join(decapDir, name), join(out, name));

  writeFileSync(join(out, "config.json"), JSON.stringify(hostedConfigFile({ rootDir, siteUrl, cms })));
  const builtAt = new Date().toISOString().slice(0, 16).replace("T", " ");
  writeFileSync(join(out, "translation-status.json"), JSON.stringify(await translationStatusFile(rootDir, builtAt)));

  // Precompressed beside each file, as for the rest of the site (brotli at a quick level: the
  // bundle is 5 MB and the build runs on small machines).
  let bytes = 0;
  const names = [...adminFiles, adminScriptName, ...decapFiles(), "config.json", "translation-status.json"];
  for (const name of names) {
    const body = readFileSync(join(out, name));
    writeFileSync(join(out, `${name}.gz`), gzipSync(body, { level: 9 }));
    const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    writeFileSync(join(out, `${name}.br`), brotli);
    bytes += brotli.length;
  }
  return { files: names.length, bytes };
}

/** The hosted editor's config.json: its configuration when the site names its repository, else why there is no editor. */
export function hostedConfigFile({ rootDir, siteUrl, cms }: Omit<Options, "clientDir">): EditorConfigFile {
  if (!cms?.repo)
    return {
      message:
        "The online editor is not set up for this site yet: a developer sets KGC_CMS_REPO (and KGC_CMS_AUTH_URL) and deploys again. " +
        "On a computer with the project, `npm run cms` opens the editor on the local files.",
    };
  return cmsConfig({ rootDir, backend: { mode: "hosted", repo: cms.repo, branch: cms.branch, authUrl: cms.authUrl, siteUrl } });
}
