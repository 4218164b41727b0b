// V8's compile hint goes on the files the app starts with, and only on those (compile-hints.ts,
// decision 198): the entry, the routes' own chunks (a page runs its route's before it hydrates) and
// what they import statically, however deep; not the other chunks loaded on demand (the QR decoder,
// the menus, the pages' text), whose code may never run.
import { describe, expect, it } from "vitest";
import { compileHints } from "../../compile-hints.ts";

const chunk = (imports: string[], isEntry = false) => ({ type: "chunk" as const, isEntry, imports, dynamicImports: [], code: "x();" });

/** Runs the plugin's generateBundle hook (an object with its order since it runs after Vite's). */
function generateBundle(plugin: ReturnType<typeof compileHints>, bundle: unknown) {
  (plugin.generateBundle as unknown as { handler: (options: unknown, bundle: unknown) => void }).handler({}, bundle);
}

describe("the compile hint", () => {
  it("is the first line of the entry, of each route's chunk and of every chunk they import statically, and of no other file", () => {
    const bundle = {
      "assets/index.js": { ...chunk(["assets/jsx-runtime.js", "assets/link.js"], true), dynamicImports: ["assets/decoder.js"] },
      "assets/jsx-runtime.js": chunk([]),
      "assets/link.js": chunk(["assets/jsx-runtime.js", "assets/preload-helper.js"]),
      "assets/preload-helper.js": chunk([]),
      "assets/decoder.js": chunk(["assets/jsx-runtime.js"]),
      "assets/_guide.js": {
        ...chunk(["assets/platform.js"]),
        isDynamicEntry: true,
        facadeModuleId: "/site/src/routes/help/$guide.tsx?tsr-split=component",
      },
      "assets/platform.js": chunk([]),
      "assets/content-ar-privacy-policy.js": {
        ...chunk([]),
        isDynamicEntry: true,
        facadeModuleId: "/site/content/policies/ar/privacy-policy.md",
      },
      "assets/styles.css": { type: "asset" as const, source: "" },
    };
    generateBundle(compileHints(), bundle);
    const firstLines = Object.fromEntries(
      Object.entries(bundle).flatMap(([file, item]) => (item.type === "chunk" ? [[file, item.code.split("\n")[0]]] : [])),
    );
    expect(firstLines).toEqual({
      "assets/index.js": "//# allFunctionsCalledOnLoad",
      "assets/jsx-runtime.js": "//# allFunctionsCalledOnLoad",
      "assets/link.js": "//# allFunctionsCalledOnLoad",
      "assets/preload-helper.js": "//# allFunctionsCalledOnLoad",
      "assets/decoder.js": "x();",
      "assets/_guide.js": "//# allFunctionsCalledOnLoad",
      "assets/platform.js": "//# allFunctionsCalledOnLoad",
      "assets/content-ar-privacy-policy.js": "x();",
    });
    expect(bundle["assets/index.js"].code).toBe("//# allFunctionsCalledOnLoad\nx();");
  });

  it("comes before Vite's table of lazy imports, and the build fails if anything writes before it", () => {
    const plugin = compileHints();
    const mapDeps = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/x.js"])))=>i.map(i=>d[i]);\n';
    const bundle = { "assets/index.js": { ...chunk([], true), code: `${mapDeps}x();` } };
    generateBundle(plugin, bundle);
    expect(bundle["assets/index.js"].code).toBe(`//# allFunctionsCalledOnLoad\n${mapDeps}x();`);
    const errors: string[] = [];
    const writeBundle = plugin.writeBundle as unknown as (this: unknown, options: unknown, bundle: unknown) => void;
    writeBundle.call({ error: (message: string) => errors.push(message) }, {}, bundle);
    expect(errors).toEqual([]);
    bundle["assets/index.js"].code = `/* a banner */\n${bundle["assets/index.js"].code}`;
    writeBundle.call({ error: (message: string) => errors.push(message) }, {}, bundle);
    expect(errors).toEqual([
      'compile-hints.ts: assets/index.js no longer starts with "//# allFunctionsCalledOnLoad" (something wrote before it), so V8 ignores it',
    ]);
  });

  it("runs after Vite's own generateBundle (order post)", () => {
    expect((compileHints().generateBundle as { order?: string }).order).toBe("post");
  });

  it("is added in the browser's build only", () => {
    const applies = compileHints().applyToEnvironment as (environment: { name: string }) => boolean;
    expect([applies({ name: "client" }), applies({ name: "ssr" })]).toEqual([true, false]);
  });
});
