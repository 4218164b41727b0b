// dist/site-config.json: what the build hands to the programs that serve it (the Node server, the
// static hosts' headers, postbuild's robots.txt, the editor's config). It carries the origins the
// Content-Security-Policy allows, so a renamed key must fail where the file is written or read,
// not leave a policy without its form origins.
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
  const result = builtSiteConfigSchema.safeParse(JSON.parse(text));
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new Error(`${file} does not fit the build's configuration (rebuild with npm run build):\n  ${fields.join("\n  ")}`);
}
