// Every link of a prerendered page to a section (`#id`, `/fr/distribution-policy#limited-esims`)
// must land on an element with that id. The ids are written in two places that change apart: the
// Markdown of the pages and policies, which the team edits in /admin (`{#limited-esims}`), and the
// components (the contact page's `#newsletter`, a guide's `#samsung`); the links too, in both. The
// content checks see only Markdown linking into Markdown; this reads what the build wrote, whoever
// wrote the link or the id. scripts/postbuild.ts runs it and stops the build naming the page and link.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { pageFiles } from "./built-pages.ts";

const idPattern = /\sid="([^"]+)"/g;
// A same-site link with a fragment: `#id` on the page itself, or `/path#id` with or without a query
// (not `//host`, nor a scheme). The site writes every own link root-relative (SiteLink, the
// Markdown renderer), so an absolute address of its own host is not looked for.
const linkPattern = /\shref="((?:\/(?!\/)[^"#?]*)?)(?:\?[^"#]*)?#([^"]+)"/g;

/** The path a page file is served at: `fr/contact/index.html` → `/fr/contact`, `index.html` → `/`. */
const pathOf = (client: string, file: string) => `/${relative(client, file).replace(/(^|\/)index\.html$/, "")}`;

/** `hash` with its escapes read (`%C3%A9` → `é`), or undefined when one is broken (a stray `%`). */
function decoded(hash: string) {
  try {
    return decodeURIComponent(hash);
  } catch {
    return undefined;
  }
}

/** The links to a section no element of their target page has, each as `page: href (no id "x" on /path)`. */
export function brokenAnchorLinks(client: string): string[] {
  const pages = new Map<string, string>();
  for (const file of pageFiles(client)) pages.set(pathOf(client, file), readFileSync(file, "utf8"));
  const idsOf = new Map<string, Set<string>>();
  const ids = (path: string) => {
    let found = idsOf.get(path);
    if (!found) {
      found = new Set([...(pages.get(path) ?? "").matchAll(idPattern)].map(([, id]) => id ?? ""));
      idsOf.set(path, found);
    }
    return found;
  };
  const broken: string[] = [];
  for (const [page, html] of pages) {
    for (const [, target = "", hash = ""] of html.matchAll(linkPattern)) {
      const path = target === "" ? page : target.replace(/(.)\/$/, "$1");
      const id = decoded(hash);
      if (id === undefined) {
        broken.push(`${page}: ${target}#${hash} (not a valid address: a % must start an escape such as %20)`);
        continue;
      }
      if (!pages.has(path)) broken.push(`${page}: ${target}#${hash} (no page ${path})`);
      else if (!ids(path).has(id)) broken.push(`${page}: ${target}#${hash} (no id "${id}" on ${path})`);
    }
  }
  return broken;
}

/**
 * The ids a page holds twice, each as `page: id "x" on 2 elements`: a link, the skip link or a
 * label's `aria-labelledby` would reach only the first (a section's anchor named like a component's
 * id, or two components giving one). The content checks refuse the names they know (model/page-ids.ts).
 */
export function repeatedIds(client: string): string[] {
  return pageFiles(client).flatMap((file) => {
    const counts = new Map<string, number>();
    for (const [, id = ""] of readFileSync(file, "utf8").matchAll(idPattern)) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `${pathOf(client, file)}: id "${id}" on ${count} elements`);
  });
}

/** A built guide or policy, with the ids its content gives and those model/page-ids.ts reserves for it. */
export type PageWithOwnIds = { path: string; html: string; own: ReadonlySet<string>; reserved: ReadonlySet<string> };

/**
 * The ids of built guides and policies that neither their content gives (a guide section's `id`, a
 * policy's `{#anchor}`) nor model/page-ids.ts reserves, as `page: id "x"`. The components write
 * their ids themselves: a new or renamed one the list does not name would let an editor's anchor
 * take it, and the content checks would no longer refuse that anchor with its file and field.
 */
export function unlistedIds(pages: readonly PageWithOwnIds[]): string[] {
  return pages.flatMap(({ path, html, own, reserved }) =>
    [...new Set([...html.matchAll(idPattern)].map(([, id = ""]) => id))]
      .filter((id) => !own.has(id) && !reserved.has(id))
      .map((id) => `${path}: id "${id}"`),
  );
}
