// What the build hands to the programs that serve it (the Node server, the static hosts' headers,
// postbuild's robots.txt, the editor's config): dist/site-config.json, and dist/script-hashes.json
// (each page's inline scripts' hashes). Both feed the Content-Security-Policy, so a renamed key
// must fail where the file is written or read, not leave a policy without its form origins or a
// page's start script blocked.
import { z } from "zod";
import type { CmsSettings } from "./schema.ts";

const origins = z.array(z.string().url());

/** The editor's settings as parseCmsConfig gives them: typed by them, so the two cannot drift apart. */
const cmsSettings: z.ZodType<CmsSettings> = z.object({
  repo: z.string().optional(),
  branch: z.string(),
  authUrl: z.string().url().optional(),
});

export const builtSiteConfigSchema = z.object({
  siteUrl: z.string().url(),
  /** The embedded forms' origins, for the CSP's frame-src and script-src. */
  formOrigins: z.object({ frame: origins, script: origins }),
  /** Partner logos hosted elsewhere, for the CSP's img-src on /about. */
  imageOrigins: origins,
  /** The hosted editor's settings (model/config/schema.ts, parseCmsConfig); absent in small test builds. */
  cms: cmsSettings.optional(),
});

export type BuiltSiteConfig = z.infer<typeof builtSiteConfigSchema>;

/** The file's text for a checked configuration; throws naming the field if it does not fit. */
export function writeBuiltSiteConfig(config: BuiltSiteConfig) {
  return JSON.stringify(builtSiteConfigSchema.parse(config), null, 2);
}

/** The configuration in dist/site-config.json; throws naming the file and the field that is wrong. */
export function readBuiltSiteConfig(text: string, file: string): BuiltSiteConfig {
  return readBuiltJson(builtSiteConfigSchema, text, file, "the build's configuration");
}

/** Each built page's path (`/fr/about/index.html`) and the CSP hashes of its inline scripts (`'sha256-…'`). */
export const scriptHashesSchema = z.record(z.string().startsWith("/"), z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/)));

export type ScriptHashes = z.infer<typeof scriptHashesSchema>;

/** The text of dist/script-hashes.json for checked hashes; throws naming the page if one does not fit. */
export function writeScriptHashes(hashes: ScriptHashes) {
  return JSON.stringify(scriptHashesSchema.parse(hashes));
}

/** The hashes in dist/script-hashes.json; throws naming the file and the page that is wrong. */
export function readScriptHashes(text: string, file: string): ScriptHashes {
  return readBuiltJson(scriptHashesSchema, text, file, "the pages' script hashes");
}

function readBuiltJson<Schema extends z.ZodType>(schema: Schema, text: string, file: string, what: string): z.output<Schema> {
  const result = schema.safeParse(JSON.parse(text));
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new Error(`${file} does not fit ${what} (rebuild with npm run build):\n  ${fields.join("\n  ")}`);
}
