// Each swap in framework-patches.ts relies on something inside an installed package; this checks it
// against node_modules, so an upgrade that moves or renames it fails here, by name, before a build
// ships without the patch (code review 2026-11-25, §4.3; see docs/reviews/2026-11-25-answers.md).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  messagesOfOneLocale,
  paraglideBrowserRuntime,
  preactForReact,
  routerEsm,
  routerFallbacks,
  serverFunctionsStub,
} from "../../framework-patches.ts";

const modules = join(import.meta.dirname, "../../node_modules");
const sources = join(import.meta.dirname, "../../src");
const compiledMessages = join(sources, "paraglide/messages");
const read = (path: string) => readFileSync(join(modules, path), "utf8");

/** Every value the site's own code imports from a React module (not types), by module. */
function siteReactImports() {
  const byModule = new Map<string, Set<string>>();
  // The unit tests run on React under Vitest (src/lib/bootstrap/renderer.ts), never in the browser's build.
  const browserFiles = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
  for (const file of readdirSync(sources, { recursive: true, encoding: "utf8" }).filter(browserFiles)) {
    const code = readFileSync(join(sources, file), "utf8");
    for (const [, names = "", module = ""] of code.matchAll(/^import \{([^}]+)\} from "(react[\w/-]*)";$/gm)) {
      const values = names
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith("type "));
      byModule.set(module, new Set([...(byModule.get(module) ?? []), ...values]));
    }
  }
  return byModule;
}

describe("the framework internals the build swaps are where the patches expect them", () => {
  it.each(routerFallbacks)("TanStack Router declares $name in $module", ({ module, name, file }) => {
    expect(read(`${routerEsm.slice(1)}${module}`)).toContain(`function ${name}(`);
    expect(existsSync(file)).toBe(true);
  });

  it("TanStack Start's client imports its server-function client from the module the stub replaces", () => {
    const core = "@tanstack/start-client-core/dist/esm";
    expect(existsSync(join(modules, core, serverFunctionsStub.module))).toBe(true);
    expect(read(`${core}/client-rpc/index.js`)).toContain(`from "./createClientRpc.js"`);
    expect(serverFunctionsStub.importer).toBe("start-client-core");
  });

  it("Paraglide's compiled messages need from its runtime only what the browser's runtime gives", async () => {
    const messages = join(import.meta.dirname, "../../src/paraglide/messages");
    const imported = new Set<string>();
    for (const file of readdirSync(messages).filter((name) => name !== "_index.js")) {
      const code = readFileSync(join(messages, file), "utf8");
      for (const match of code.matchAll(/import \{([^}]+)\} from '\.\.\/runtime\.js'/g)) {
        for (const name of (match[1] ?? "").split(",")) imported.add(name.trim());
      }
    }
    expect([...imported].sort()).toEqual(["experimentalStaticLocale", "getLocale"]);
    const browserRuntime = await import(paraglideBrowserRuntime.by);
    expect(Object.keys(browserRuntime)).toEqual(expect.arrayContaining([...imported]));
  });

  it("Paraglide's runtime imports the URLPattern polyfill the browser build leaves out by that name", () => {
    expect(read("@inlang/paraglide-js/dist/compiler/runtime/create-runtime.js")).toContain(`import "${paraglideBrowserRuntime.polyfill}"`);
  });

  it.each(Object.entries(preactForReact))("Preact stands in for %s with %s", async (react, preact) => {
    const preactExports = Object.keys(await import(preact));
    // The JSX runtimes' functions, the root's hydration, the hooks: what React's module has that a bundle may call.
    const wanted = {
      react: ["createElement", "Fragment", "forwardRef", "use", "useId", "useSyncExternalStore", "startTransition"],
      "react-dom": ["createPortal", "flushSync"],
      "react-dom/client": ["hydrateRoot", "createRoot"],
      "react/jsx-runtime": ["jsx", "jsxs", "Fragment"],
      "react/jsx-dev-runtime": ["jsxDEV", "Fragment"],
    }[react];
    expect(wanted).toBeDefined();
    expect(preactExports).toEqual(expect.arrayContaining([...(wanted ?? []), ...(siteReactImports().get(react) ?? [])]));
  });

  it("the site imports React only by the names Preact stands in for", () => {
    // The scan above finds the site's imports (hooks every interactive component uses).
    expect([...(siteReactImports().get("react") ?? [])]).toEqual(expect.arrayContaining(["useState", "useEffect", "Suspense"]));
    expect([...siteReactImports().keys()].filter((module) => !(module in preactForReact))).toEqual([]);
  });

  it("every compiled message picks its locale with the line a one-locale build rewrites", () => {
    const files = readdirSync(compiledMessages).filter((name) => name.endsWith(".js") && name !== "_index.js");
    expect(files.length).toBeGreaterThan(100);
    const without = files.filter((name) => !readFileSync(join(compiledMessages, name), "utf8").includes(messagesOfOneLocale.picksLocale));
    expect(without).toEqual([]);
    // The plugin finds a message's key in the module's id, as Vite gives it (an absolute path).
    expect(join(sources, "paraglide/messages/nav_home.js").match(messagesOfOneLocale.module)?.[1]).toBe("nav_home");
  });

  it("the browser asks for a message in another locale than the page's only where it keeps all four", () => {
    // A one-locale build answers every message in its locale whatever `{ locale }` asks for; only the
    // messages in `everyLocale` keep the others. The request-dates texts ask for the page's own locale.
    const pageLocale = new Set([
      "request_dates_errors_title",
      "request_dates_gb_error",
      "request_dates_validity_error",
      "request_dates_start_error",
    ]);
    const browserFiles = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith("paraglide/");
    const called = new Set<string>();
    for (const file of readdirSync(sources, { recursive: true, encoding: "utf8" }).filter(browserFiles)) {
      const code = readFileSync(join(sources, file), "utf8");
      for (const [, key = ""] of code.matchAll(/\bm\.(\w+)\([^()]*,\s*\{\s*locale\b/g)) called.add(key);
    }
    expect([...called].sort()).toEqual([...messagesOfOneLocale.everyLocale, ...pageLocale].sort());
    for (const key of messagesOfOneLocale.everyLocale) expect(existsSync(join(compiledMessages, `${key}.js`))).toBe(true);
  });

  it("TanStack Router marks a reload after a failed chunk with the key the client entry clears", () => {
    // src/lib/bootstrap/page-code.ts clears these marks (decision 110).
    expect(read("@tanstack/react-router/dist/esm/lazyRouteComponent.js")).toContain("tanstack_router_reload:");
  });
});

describe("the other internals the site relies on (framework-patches.ts's header) are where it expects them", () => {
  /** A module of the editor page's script (editor/admin/): each reads Decap's internals for its own part. */
  const editorPage = (file: string) => readFileSync(join(import.meta.dirname, "../../editor/admin", file), "utf8");
  const decapBundle = read("decap-cms/dist/decap-cms.js");
  /** A minified name in Decap's bundle. */
  const name = String.raw`[\w$]+`;

  it("Preact's hydration leaves an element's props as prerendered, its HTML included (DocumentHead on Preact)", () => {
    const diff = read("preact/src/diff/index.js");
    // A prop is set while hydrating only if it is a function (an event handler).
    expect(diff).toContain("(!isHydrating || typeof value == 'function') &&");
    // `dangerouslySetInnerHTML` is written only when not hydrating: the prerendered <head> stays.
    expect(diff).toMatch(/if \(newHtml\) \{[^}]*?!isHydrating &&[\s\S]{0,200}?dom\.innerHTML = newHtml\.__html;/);
  });

  it("Decap's Markdown widget reads its mode from the key the editor page sets first", () => {
    expect(decapBundle).toMatch(new RegExp(String.raw`(${name})="cms\.md-mode"[\s\S]*?localStorage\.getItem\(\1\)\?\?"rich_text"`));
    expect(editorPage("admin.ts")).toContain('localStorage.setItem("cms.md-mode", "raw")');
  });

  it("Decap heads each side of a side-by-side form with the English menu the editor page reads", () => {
    expect(decapBundle).toContain('writingInLocale:"Writing in %{locale}"');
    expect(decapBundle).toMatch(
      new RegExp(String.raw`"editor\.editorControlPane\.i18n\.writingInLocale",\{locale:${name}\.toUpperCase\(\)\}`),
    );
    expect(editorPage("right-to-left.ts")).toContain("/^Writing in ([A-Z]{2})$/");
  });

  it("Decap's English sign-in button is the 'Login' the editor page's note stands beside", () => {
    expect(decapBundle).toContain('auth:{login:"Login",loggingIn:"Logging in..."');
    expect(editorPage("local-sign-in.ts")).toContain('candidate.textContent?.trim() === "Login"');
  });

  it("Decap's object control renders its fields through renderFields and controlFor, which the languages widget uses", () => {
    expect(decapBundle).toMatch(
      new RegExp(
        String.raw`renderFields=\(${name},${name}\)=>${name}\?${name}\.map\(\(${name},${name}\)=>this\.controlFor\(${name},${name}\)\):this\.controlFor\(${name}\)`,
      ),
    );
    expect(decapBundle).toContain("children:this.renderFields(");
    expect(editorPage("languages-widget.ts")).toMatch(/override renderFields = \(/);
  });
});
