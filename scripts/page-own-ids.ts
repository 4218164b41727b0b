// The built guides and policies of every language, each with the ids its own content gives (a guide
// section's `id`, a policy's `{#anchor}`, read as the build reads them) and those model/page-ids.ts
// reserves for its kind: what postbuild's `unlistedIds` (anchor-links.ts) compares.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileOf, guides, policies } from "#model/collections.ts";
import { locales, localizePath } from "#model/locales.ts";
import { reservedGuideIds, reservedPolicyIds } from "#model/page-ids.ts";
import { readMarkdownFile } from "../content-tools/content-file.ts";
import { policySections } from "../content-tools/policy-sections.ts";
import type { PageWithOwnIds } from "./anchor-links.ts";

/** @param client the built site's client folder (dist/client) */
export async function builtPagesWithOwnIds(client: string): Promise<PageWithOwnIds[]> {
  const pages: PageWithOwnIds[] = [];
  const page = (path: string, own: string[], reserved: ReadonlySet<string>) =>
    pages.push({ path, html: readFileSync(join(client, path, "index.html"), "utf8"), own: new Set(own), reserved });
  for (const locale of locales) {
    for (const slug of guides.names) {
      const { body: _none, ...frontmatter } = await readMarkdownFile(fileOf(guides, locale, slug));
      const guide = guides.schema.parse(frontmatter);
      page(
        localizePath(guides.pathOf(slug), locale),
        (guide.sections ?? []).map((section) => section.id),
        reservedGuideIds,
      );
    }
    for (const slug of policies.names) {
      const { body } = await readMarkdownFile(fileOf(policies, locale, slug));
      const { sections } = policySections(String(body));
      page(
        localizePath(policies.pathOf(slug), locale),
        sections.map((section) => section.id),
        reservedPolicyIds,
      );
    }
  }
  return pages;
}
