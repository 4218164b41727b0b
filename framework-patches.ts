// Every place the build swaps a piece of TanStack Start, TanStack Router or Paraglide for the site's
// own (code review 2026-11-25, §4.3; see docs/reviews/2026-11-25-answers.md). Each patch says why,
// what it relies on in the package, and stops the build when that is gone; `tests/architecture/framework-patches.test.ts` checks each
// guard against the installed packages, so an upgrade that breaks one fails `npm test` before a
// build ships without it. The rewrites of the built HTML are the other half, in
// scripts/page-scripts.ts (each throws when TanStack Start's output changes).
//
// Every other internal the site relies on, outside these swaps, with what guards it:
// - Start's dehydrated route manifest (`$_TSR.router.manifest.routes`), read by
//   src/lib/bootstrap/page-code.ts to load a page's code before hydrating (decision 110): the build
//   stops on a page without it (scripts/page-scripts.ts, `deferAppScripts`; unit test beside it).
// - Start's module script and modulepreload links in the prerendered HTML, which the build replaces
//   by the inline bootstrap (decision 020): same place, same kind of guard.
// - TanStack Router's `useTags()` returning the head's tags, read by src/lib/head/preact-head.tsx on
//   Preact: navigating.spec.ts and help-guides.spec.ts read the title and description after a
//   client-side navigation.
// - Preact's hydration of a container (src/client.tsx's stand-in parent for the document) and its
//   keeping a suspended subtree's DOM while it waits (HydrationSlice): every-page.spec.ts checks
//   that the start keeps every prerendered part; HydrationSlice.test.tsx runs slices on Preact.
// - Preact's hydration leaving an element's props alone, `dangerouslySetInnerHTML` included (its
//   source says so, with "@TODO we should warn"): on Preact, DocumentHead
//   (src/lib/head/preact-head.tsx) hydrates the prerendered <head> with an empty HTML prop, and so
//   keeps it whole. The test finds that branch in Preact's source, and
//   tests/architecture/preact-hydration.test.ts hydrates with the bundle the build ships.
// - Decap CMS, in the editor page's script (editor/admin/): what it finds in Decap's prebuilt
//   bundle, which the test reads (node_modules/decap-cms/dist/decap-cms.js), each failing only
//   into Decap's own behaviour:
//   - the Markdown widget's remembered mode under the localStorage key `cms.md-mode`, read before
//     its default, `rich_text` (admin.ts's `markdownRawFirst`: raw mode first, decision 050);
//   - the English interface's "Writing in %{locale}" menu, with the locale in capitals, heading each
//     side of a side-by-side form (right-to-left.ts's `writeRightToLeft`: Arabic fields right to left);
//   - the English "Login" button (local-sign-in.ts's `explainLocalSignIn`: the note beside it);
//   - the object control's `renderFields(fields, single)`, which calls `controlFor` for each field
//     (the "languages" widget, languages-widget.ts, overrides the first and calls the second);
//   - the field block's label (`label[for]`) above a Markdown box (right-to-left.ts's
//     `labelByItsField`): markup Decap renders, not a string of its bundle, so no unit guard, and
//     the browser tests open Markdown boxes in raw mode only (named by Decap itself): unguarded. A
//     change leaves a rich-text box unnamed, as Decap has it.
// The Decap menu's and button's English texts are also what editing-with-the-cms.spec.ts clicks.
// - Vite's preamble order for V8's compile hints (compile-hints.ts): its own test.
// - The page-text loaders' `import.meta.glob` patterns, narrowed per locale by a regex
//   (content-tools/texts-of-one-locale.ts): the build stops when a loader has no pattern left.
// None has an upstream issue: each is a use the packages do not document, not a bug in them. The
// closest upstream limits are named where they apply: Paraglide's `experimentalPerLocaleBuild`
// owns Vite's `buildApp`, which TanStack Start owns too (messagesOfOneLocale below).
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { Locale } from "#model/locales.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Paraglide's runtime, in the browser only: the compiled messages need `getLocale`, and a page's
 * locale is its URL prefix; the generated runtime (cookies, URL patterns, request negotiation and
 * a URLPattern polyfill, 6 KB gzipped) only serves the prerender. No upstream issue: Paraglide
 * documents replacing strategies, not the runtime; the guard is that the messages import only
 * `getLocale` and `experimentalStaticLocale` from it (checked by the test).
 */
export const paraglideBrowserRuntime = {
  replaces: "/src/paraglide/runtime.js",
  by: fromRoot("./src/lib/locale/paraglide-browser-runtime.ts"),
  polyfill: "@inlang/paraglide-js/urlpattern-polyfill",
};

/**
 * TanStack Start's client for calling server functions (2 KB gzipped on every page): the site has
 * none, so a stub that says so if anything ever calls one. Relies on Start's client core importing
 * it from `client-rpc/createClientRpc.js`.
 */
export const serverFunctionsStub = {
  module: "/client-rpc/createClientRpc.js",
  importer: "start-client-core",
  code: 'export function createClientRpc(id) { return () => { throw new Error("This site has no server functions: " + id); }; }',
};

/**
 * TanStack Router's English fallbacks ("Something went wrong!", "Not Found"), each replaced in the
 * bundle by the site's component in the page's language (decision 110): the router is set up never
 * to reach them, and this keeps their English out of the site should it ever do so. Relies on the
 * router's ESM files declaring each function by that name.
 */
export const routerFallbacks = [
  { module: "/CatchBoundary.js", name: "ErrorComponent", by: "PageError", file: fromRoot("./src/components/PageError.tsx") },
  { module: "/not-found.js", name: "DefaultGlobalNotFound", by: "NotFound", file: fromRoot("./src/components/NotFound.tsx") },
];

/**
 * React in the browser is Preact's compatibility layer (decision 191): React DOM alone is 202 KB of
 * the 265 KB raw entry chunk, Preact and `preact/compat` about 23 KB, which takes every page's
 * first-visit JavaScript from 118–125 KB to about 62–68 KB gzipped (issue 31: at most 110). Every
 * import of React, the site's and its libraries' (TanStack Router, Radix), resolves to Preact in the
 * client environment of the build; the prerender (and so every page's HTML) and `vite dev` stay on
 * React (src/lib/bootstrap/renderer.ts says which runs). Relies on Preact
 * exporting these entry points and `preact/compat` exporting everything the site imports from React
 * (both checked by the test); src/client.tsx and src/lib/head/preact-head.tsx hold the two places
 * where Preact's hydration differs from React's.
 */
export const preactForReact: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

/**
 * Each page's scripts carry its own language's messages only (issue 31, decision 191): the build runs
 * once per locale (scripts/build.ts), and in each, every compiled message in the browser keeps the
 * build's locale and drops the other three (4–6 KB gzipped per page). Paraglide's own way,
 * `experimentalPerLocaleBuild`, must own Vite's `buildApp`, which TanStack Start owns already, so
 * its compiled line that picks the locale is rewritten instead; the build stops if the line is gone.
 * `everyLocale` lists the messages the browser asks for in another locale than the page's (the
 * install link's message in the recipient's language; the organisation's English name in the
 * JSON-LD): they keep all four. tests/architecture/framework-patches.test.ts finds every message
 * called with an explicit locale in the browser's code and checks each is listed or uses the page's.
 */
export const messagesOfOneLocale = {
  module: /\/src\/paraglide\/messages\/(\w+)\.js$/,
  picksLocale: "const locale = experimentalStaticLocale ?? options.locale ?? getLocale()",
  everyLocale: ["installer_message", "site_name"],
};

/** Where the router's ESM files are, as Vite names them. */
export const routerEsm = "/@tanstack/react-router/dist/esm";

/**
 * The swaps above as Vite plugins, for the browser build only (the prerender keeps the originals).
 * `buildLocale`: the one locale whose messages the browser's scripts keep (scripts/build.ts), or
 * none for a build that keeps all four (`vite dev`, a plain `vite build`).
 */
export function frameworkPatches(buildLocale?: Locale): Plugin[] {
  return [
    {
      // Preact in the built site only: `vite dev` stays on React, for React Refresh (decision 191).
      name: "kgc-preact-for-react",
      apply: "build",
      enforce: "pre",
      configResolved(config) {
        // src/lib/bootstrap/renderer.ts tells the renderer by import.meta.env.PROD.
        if (!config.isProduction)
          throw new Error("The browser build runs Preact in production mode only: build without --mode development.");
      },
      async resolveId(id, importer, options) {
        if (this.environment.name !== "client" || !Object.hasOwn(preactForReact, id)) return;
        const preact = preactForReact[id] ?? id;
        const resolved = await this.resolve(preact, importer, { ...options, skipSelf: true });
        // Never fall back to React in silence: the page would ship React DOM again.
        if (!resolved) this.error(`${preact} (for ${id}) cannot be resolved: is preact installed (npm ci)?`);
        return resolved;
      },
    },
    {
      name: "kgc-browser-runtime",
      enforce: "pre",
      async resolveId(id, importer, options) {
        if (this.environment.name !== "client") return;
        if (id === paraglideBrowserRuntime.polyfill) return "\0kgc-empty";
        if (id.endsWith(serverFunctionsStub.module) && importer?.includes(serverFunctionsStub.importer)) return "\0kgc-no-server-functions";
        if (!id.endsWith("runtime.js") && !id.endsWith("paraglide/runtime")) return;
        const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
        if (resolved?.id.endsWith(paraglideBrowserRuntime.replaces)) return paraglideBrowserRuntime.by;
      },
      load(id) {
        if (id === "\0kgc-empty") return "export {};";
        if (id === "\0kgc-no-server-functions") return serverFunctionsStub.code;
      },
    },
    {
      name: "kgc-messages-of-one-locale",
      apply: "build",
      transform(code, id) {
        if (!buildLocale || this.environment.name !== "client") return;
        const key = id.match(messagesOfOneLocale.module)?.[1];
        if (!key || key === "_index" || messagesOfOneLocale.everyLocale.includes(key)) return;
        if (!code.includes(messagesOfOneLocale.picksLocale))
          this.error(`${id} no longer picks its locale as expected: did Paraglide change its compiled messages?`);
        // The other locales' functions are then unused, and dropped by the bundler.
        return code.replace(messagesOfOneLocale.picksLocale, `const locale = ${JSON.stringify(buildLocale)}`);
      },
    },
    {
      name: "kgc-localized-router-fallbacks",
      transform(code, id) {
        const swap = routerFallbacks.find(({ module }) => id.includes(routerEsm) && id.endsWith(module));
        if (!swap) return;
        const declaration = `function ${swap.name}(`;
        if (!code.includes(declaration)) this.error(`${id} no longer declares ${swap.name}: did TanStack Router change its fallbacks?`);
        // The router's own function is left unused (and so dropped); the name now imports the site's.
        return `import { ${swap.by} as ${swap.name} } from ${JSON.stringify(swap.file)};\n${code.replace(declaration, `function unused${swap.name}(`)}`;
      },
    },
  ];
}
