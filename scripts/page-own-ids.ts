// The built guides and policies of every language, each with the ids its own content gives (a guide
// section's `id`, a policy's `{#anchor}`) and those model/page-ids.ts reserves for its kind: what
// postbuild's `unlistedIds` (anchor-links.ts) compares.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { locales, localizePath } from "#model/locales.ts";
import { reservedGuideIds, reservedPolicyIds } from "#model/page-ids.ts";
import { guideSlugs, policySlugs } from "#model/pages.ts";
import { readMarkdownFile } from "../content-tools/content-file.ts";
import type { PageWithOwnIds } from "./anchor-links.ts";

/** Every section `id` of a guide file. */
const guideSectionIds = (file: Record<string, unknown>) =>
  (Array.isArray(file.sections) ? file.sections : []).flatMap((section: { id?: unknown }) =>
    typeof section.id === "string" ? [section.id] : [],
  );

/** Every `{#anchor}` of a policy's body. */
const policyAnchors = (file: Record<string, unknown>) =>
  [...String(file.body ?? "").matchAll(/\{#([\w-]+)\}/g)].map(([, anchor = ""]) => anchor);

/** @param client the built site's client folder (dist/client) */
export async function builtPagesWithOwnIds(client: string, contentRoot = "content"): Promise<PageWithOwnIds[]> {
  const pages: PageWithOwnIds[] = [];
  const built = (path: string) => readFileSync(join(client, path, "index.html"), "utf8");
  for (const locale of locales) {
    for (const slug of guideSlugs) {
      const path = localizePath(`/help/${slug}`, locale);
      const own = new Set(guideSectionIds(await readMarkdownFile(join(contentRoot, "help", locale, `${slug}.md`))));
      pages.push({ path, html: built(path), own, reserved: reservedGuideIds });
    }
    for (const slug of policySlugs) {
      const path = localizePath(`/${slug}`, locale);
      const own = new Set(policyAnchors(await readMarkdownFile(join(contentRoot, "policies", locale, `${slug}.md`))));
      pages.push({ path, html: built(path), own, reserved: reservedPolicyIds });
    }
  }
  return pages;
}
