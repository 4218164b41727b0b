// Each swap in framework-patches.ts relies on something inside an installed package; this checks it
// against node_modules, so an upgrade that moves or renames it fails here, by name, before a build
// ships without the patch (code review 2026-11-25, 4.3).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { paraglideBrowserRuntime, routerEsm, routerFallbacks, serverFunctionsStub } from "../../framework-patches.ts";

const modules = join(import.meta.dirname, "../../node_modules");
const read = (path: string) => readFileSync(join(modules, path), "utf8");

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

  it("TanStack Router marks a reload after a failed chunk with the key the client entry clears", () => {
    // src/lib/bootstrap/page-code.ts clears these marks (decision 110).
    expect(read("@tanstack/react-router/dist/esm/lazyRouteComponent.js")).toContain("tanstack_router_reload:");
  });
});
