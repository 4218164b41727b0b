// The ids a guide's or a policy's page gives its own elements are listed once, in model/page-ids.ts,
// so that the content checks refuse a section's `id` or `{#anchor}` that would repeat one. The
// components write those ids themselves: this reads every built guide and policy, in every
// language, and finds each id that is neither in that list nor a section's own from the content.
// An id a component adds or renames, and that the list does not name, fails here, with its page.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { locales } from "#model/locales.ts";
import { reservedGuideIds, reservedPolicyIds } from "#model/page-ids.ts";
import { guideSlugs, policySlugs } from "#model/pages.ts";
import { expect, test } from "./playwright-utils.ts";

const idsOf = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id ?? "");
const frontmatter = (markdown: string) => parse(markdown.split(/^---$/m)[1] ?? "") as { sections?: Array<{ id?: string }> };

test("every id of a built guide or policy is the content's own or one model/page-ids.ts reserves", ({ distDir }) => {
  const unlisted: string[] = [];
  for (const locale of locales) {
    const prefix = locale === "en" ? "" : `/${locale}`;
    const built = (path: string) => readFileSync(new URL(`../../${distDir}/client${prefix}${path}/index.html`, import.meta.url), "utf8");
    for (const slug of guideSlugs) {
      const source = readFileSync(new URL(`../../content/help/${locale}/${slug}.md`, import.meta.url), "utf8");
      const own = new Set((frontmatter(source).sections ?? []).map((section) => section.id));
      for (const id of idsOf(built(`/help/${slug}`)))
        if (!own.has(id) && !reservedGuideIds.has(id)) unlisted.push(`${prefix}/help/${slug}: ${id}`);
    }
    for (const slug of policySlugs) {
      const source = readFileSync(new URL(`../../content/policies/${locale}/${slug}.md`, import.meta.url), "utf8");
      const own = new Set([...source.matchAll(/\{#([\w-]+)\}/g)].map(([, anchor]) => anchor));
      for (const id of idsOf(built(`/${slug}`))) if (!own.has(id) && !reservedPolicyIds.has(id)) unlisted.push(`${prefix}/${slug}: ${id}`);
    }
  }
  expect(unlisted).toEqual([]);
});
