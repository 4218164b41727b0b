// @vitest-environment happy-dom
// A hydration slice holds exactly one element (decision 196), and HydrationSlice checks its own
// child: a fragment at a slice's site throws. But most slices hold a component (`<Header />`), and
// what the component renders is out of the slice's sight: a later edit that makes one render
// nothing or two elements would show only in every-page.spec.ts, after a full build, as a slice
// taking a node of what follows it. So every component the source puts in a slice is found here by
// reading the source (a new slice is covered without anyone listing it), prerendered with React
// under a router in each locale, and must come out as one element (docs/reviews/2026-11-28-code-review-2.md, F2).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider, type RouterHistory } from "@tanstack/react-router";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { locales } from "#model/locales.ts";
import { overwriteGetLocale } from "../../paraglide/runtime.js";

// SiteLayout shows the site notice, which comes from a module only the build writes; it is not in a slice.
vi.mock("../layout/SiteNotice.tsx", () => ({ SiteNotice: () => null }));

const sources = join(import.meta.dirname, "../..");

type SlicedComponent = { name: string; file: string; module: string; props: Record<string, string>; hasChildren: boolean };

/**
 * Every component a `<HydrationSlice>` of the site's code holds, with the module it comes from and
 * the literal props the slice's site gives it (props written as expressions are left out). A slice
 * holding a plain element (`<nav>`) is HydrationSlice's own check; anything else between the tags
 * (a condition, a list) fails here, as this test could not say what it renders. RouterMatchesSlice
 * is not read: its children are the router's matches, whose root is the root route's slice.
 */
function slicedComponents(): SlicedComponent[] {
  const browserFiles = (name: string) => name.endsWith(".tsx") && !/\.test\.tsx$/.test(name) && !name.startsWith("paraglide/");
  const found: SlicedComponent[] = [];
  for (const file of readdirSync(sources, { recursive: true, encoding: "utf8" }).filter(browserFiles)) {
    const code = readFileSync(join(sources, file), "utf8");
    for (const slice of code.matchAll(/<HydrationSlice\b[^>]*>\s*(?:\{\/\*[\s\S]*?\*\/\}\s*)*(?=([\s\S]{0,200}))/g)) {
      const child = (slice[1] ?? "").match(/^<([A-Za-z][\w.]*)((?:\s+[\w-]+(?:=(?:"[^"]*"|\{[^}]*\}))?)*)\s*(\/?)>/);
      if (!child) throw new Error(`src/${file}: a HydrationSlice holds something this test cannot read as one JSX element: ${slice[1]}`);
      const [, name = "", attributes = "", selfClosing] = child;
      if (/^[a-z]/.test(name)) continue;
      const imported = code.match(new RegExp(`^import \\{[^}]*\\b${name}\\b[^}]*\\} from "(\\.[^"]+)";$`, "m"))?.[1];
      const exported = new RegExp(`^export function ${name}\\(`, "m").test(code);
      if (!imported && !exported) throw new Error(`src/${file}: ${name}, held by a slice, is neither imported nor exported here`);
      found.push({
        name,
        file: `src/${file}`,
        module: imported ? join(dirname(join(sources, file)), imported) : join(sources, file),
        props: Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key = "", value = ""]) => [key, value])),
        hasChildren: !selfClosing,
      });
    }
  }
  return found;
}

/** The top-level nodes of prerendered markup, comments (React's text separators) left out. */
function rootNodes(markup: string) {
  const template = document.createElement("template");
  template.innerHTML = markup;
  return [...template.content.childNodes].filter((node) => node.nodeType !== Node.COMMENT_NODE);
}

/** A router at `path` (without its locale, as the site's `rewrite` gives it), for the hooks the components call. */
async function routerAt(path: string) {
  const history: RouterHistory = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: createRootRoute(), history });
  await router.load();
  return router;
}

const components = slicedComponents();

it("finds the components the site's slices hold", () => {
  // The header's controls and the layout's parts, at least: the scan reads the source as it is written.
  expect(components.map(({ name }) => name)).toEqual(
    expect.arrayContaining(["SiteLayout", "DataSavingBar", "Header", "Footer", "MobileMenu", "Logo", "LanguageSwitcher"]),
  );
});

describe.each(locales)("in %s", (locale) => {
  it.each(components)("$name (in a slice of $file) prerenders as one element", async ({ name, module, props, hasChildren }) => {
    overwriteGetLocale(() => locale);
    const exports: Record<string, unknown> = await import(module);
    // A module's export, by the name the source gave it: a component, whose props the scan read as strings.
    const Component = exports[name] as ComponentType<Record<string, unknown>> | undefined;
    expect(Component, `${module} exports ${name}`).toBeTypeOf("function");
    if (!Component) return;
    for (const path of ["/", "/about"]) {
      const router = await routerAt(path);
      const element = createElement(Component, hasChildren ? { ...props, children: <p>Page</p> } : props);
      const nodes = rootNodes(renderToStaticMarkup(<RouterContextProvider router={router}>{element}</RouterContextProvider>));
      expect(
        nodes.map((node) => node.nodeName),
        `${name} at ${path}`,
      ).toHaveLength(1);
      expect(nodes[0]?.nodeType).toBe(Node.ELEMENT_NODE);
    }
  });
});
