// No element of any prerendered page may carry two utility classes that set the same CSS property in
// the same condition (`min-h-11` with `min-h-12`, `text-lg` with `text-xl`, a component class such as
// `rich-link` with `font-semibold`): which one wins would depend on the order of the generated
// stylesheet or its layers, not on the markup. scripts/postbuild.ts runs this
// on every page the build wrote and stops the build naming the page and the classes; the
// properties come from the built stylesheet.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import postcss, { type AtRule, type Rule } from "postcss";
import { pageFiles } from "./built-pages.ts";

/**
 * For each class, the "condition + property" keys it sets: `@media (width>=40rem)|&|padding-inline`.
 * Only rules that style the element carrying the class count (`.x`, `.x:hover`, `.x::placeholder`),
 * not those that style its descendants (`.prose h2`, `.space-y-4>*`).
 */
export function propertiesByClass(css: string) {
  const byClass = new Map<string, Set<string>>();
  postcss.parse(css).walkRules((rule: Rule) => {
    const conditions: string[] = [];
    for (let parent = rule.parent; parent && parent.type !== "root"; parent = parent.parent) {
      // A layer is not a condition: a utility that beats a component class (`.rich-link` with
      // `font-semibold`) is the very override the rule forbids.
      if (parent.type === "atrule" && (parent as AtRule).name !== "layer") {
        conditions.unshift(`@${(parent as AtRule).name} ${(parent as AtRule).params}`);
      }
    }
    for (const selector of rule.selectors) {
      const match = /^\.((?:\\.|[\w-])+)(.*)$/.exec(selector);
      if (!match) continue;
      const [, escaped = "", rest = ""] = match;
      if (/[\s>+~]/.test(rest.replace(/\([^)]*\)/g, ""))) continue; // styles other elements
      const name = escaped.replace(/\\(.)/g, "$1");
      const keys = byClass.get(name) ?? new Set<string>();
      rule.walkDecls((decl) => {
        // `line-height: var(--tw-leading, …)` (text-sm), `box-shadow: var(--tw-inset-shadow), …` (shadow,
        // ring), `content: var(--tw-content)` (after:): these read what the other utility sets; they compose.
        if (decl.value.startsWith("var(--tw-")) return;
        keys.add(`${conditions.join(" ")}|${rest}|${decl.prop}`);
      });
      byClass.set(name, keys);
    }
  });
  return byClass;
}

/** The pairs of classes on one element that set one property, as `a / b (property)`. */
export function conflictsIn(html: string, byClass: Map<string, Set<string>>) {
  const found = new Set<string>();
  for (const [, classes = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const seen = new Map<string, string>();
    for (const name of classes.split(/\s+/).filter(Boolean)) {
      for (const key of byClass.get(name) ?? []) {
        const other = seen.get(key);
        if (other && other !== name) found.add(`${other} / ${name} (${key.split("|").pop()})`);
        seen.set(key, name);
      }
    }
  }
  return [...found];
}

/** The class conflicts of every page in a built site's `client/` folder, each as `page: a / b (property)`. */
export function classConflicts(client: string) {
  const cssFile = readdirSync(join(client, "assets")).find((name) => /^styles-.*\.css$/.test(name));
  if (!cssFile) throw new Error(`No styles-*.css in ${client}/assets: the class check has no stylesheet to read`);
  const byClass = propertiesByClass(readFileSync(join(client, "assets", cssFile), "utf8"));
  return pageFiles(client).flatMap((file) =>
    conflictsIn(readFileSync(file, "utf8"), byClass).map((pair) => `${file.slice(client.length)}: ${pair}`),
  );
}
