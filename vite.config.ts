import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import tailwindcss from "@tailwindcss/vite";
import { tanstackStart } from "@tanstack/react-start/plugin/vite";
import viteReact from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { contentPlugin } from "./content-tools/vite-plugin.ts";
import { baseLocale, locales, localizePath } from "./model/locales.ts";
import { absoluteUrl, notFoundPath, offlinePath, pagePaths } from "./model/pages.ts";
import { paraglideOptions } from "./paraglide.options.ts";
import { formOrigins, imageOrigins, parseCmsConfig, parseConfig } from "./src/config/schema.ts";

// Prototype (decision 191): KGC_CLIENT=preact builds the browser's JavaScript on Preact's React
// compatibility layer; the prerender stays on React.
const preactAliases: Record<string, string> =
  process.env.KGC_CLIENT === "preact"
    ? {
        react: "preact/compat",
        "react-dom": "preact/compat",
        "react-dom/client": "preact/compat/client",
        "react/jsx-runtime": "preact/jsx-runtime",
        "react/jsx-dev-runtime": "preact/jsx-runtime",
      }
    : {};

const browserRuntime = fileURLToPath(new URL("./src/lib/locale/paraglide-browser-runtime.ts", import.meta.url));

// TanStack Router's English fallbacks ("Something went wrong!", "Not Found"), each replaced in the
// bundle by the site's component in the page's language (decision 110): the router is set up never
// to reach them, and this keeps their English out of the site should it ever do so.
const routerFallbacks = [
  { module: "/CatchBoundary.js", name: "ErrorComponent", by: "PageError", file: "./src/components/PageError.tsx" },
  { module: "/not-found.js", name: "DefaultGlobalNotFound", by: "NotFound", file: "./src/components/NotFound.tsx" },
].map((swap) => ({ ...swap, file: fileURLToPath(new URL(swap.file, import.meta.url)) }));

/**
 * Every page in every locale, plus the offline page and one not-found page per locale (written to
 * `404.html`). Start's sitemap lists the pages with their translations as hreflang alternates
 * (x-default: English); the offline and not-found pages stay out of it.
 */
function prerenderPages(siteUrl: string, onlyLocale?: string) {
  const absolute = (path: string) => absoluteUrl(siteUrl, path);
  const alternateRefs = (path: string) => [
    ...locales.map((hreflang) => ({ hreflang, href: absolute(localizePath(path, hreflang)) })),
    { hreflang: "x-default", href: absolute(localizePath(path, baseLocale)) },
  ];
  // Prototype (decision 191): a one-locale build prerenders only its locale's pages, but its sitemap still lists all.
  return locales.flatMap((locale) => {
    const enabled = !onlyLocale || locale === onlyLocale;
    return [
      ...pagePaths.map((path) => ({
        path: localizePath(path, locale),
        sitemap: { alternateRefs: alternateRefs(path) },
        prerender: { enabled },
      })),
      { path: localizePath(offlinePath, locale), sitemap: { exclude: true }, prerender: { enabled } },
      {
        path: localizePath(notFoundPath, locale),
        sitemap: { exclude: true },
        prerender: { enabled, outputPath: `${locale === baseLocale ? "" : `/${locale}`}/404.html` },
      },
    ];
  });
}

// Where the build goes; the browser tests build a copy with fixture forms and a notice elsewhere (tests/e2e/build-test-copy.ts).
const distDir = process.env.KGC_DIST_DIR ?? "dist";

// Prototype (decision 191): KGC_LOCALE_BUILD=<locale> builds the browser's JavaScript for that locale
// alone (Paraglide's static locale drops the other locales' messages) and prerenders only its pages.
const localeBuild = process.env.KGC_LOCALE_BUILD;
if (localeBuild !== undefined && !(locales as readonly string[]).includes(localeBuild)) {
  throw new Error(`KGC_LOCALE_BUILD must be one of ${locales.join(", ")}; got "${localeBuild}"`);
}

export default defineConfig(({ mode }) => {
  // The one place the environment is read; a bad value stops the build here, named.
  const env = { ...loadEnv(mode, process.cwd(), "KGC_"), ...process.env };
  const siteConfig = parseConfig(env);
  // The hosted editor's settings go to dist/site-config.json only (editor/build-admin.ts), never into a page.
  const cms = parseCmsConfig(env);
  return {
    define: {
      __SITE_CONFIG__: JSON.stringify(siteConfig),
      __BUILD_YEAR__: String(new Date().getFullYear()),
      __KGC_PREACT__: JSON.stringify(process.env.KGC_CLIENT === "preact"),
      __KGC_STATIC_LOCALE__: localeBuild === undefined ? "undefined" : JSON.stringify(localeBuild),
    },
    build: {
      outDir: distDir,
      reportCompressedSize: false,
      sourcemap: process.env.KGC_SOURCEMAP === "1",
      rolldownOptions: {
        output: {
          // Long texts get recognisable names (`content-ar-privacy-policy-<hash>.js`) for the tests and the bench.
          chunkFileNames: (chunk: { facadeModuleId?: string | null }) => {
            const content = chunk.facadeModuleId?.match(/\/content\/(?:[\w-]+\/)*([a-z]{2})\/([\w-]+)\.md$/);
            return content ? `assets/content-${content[1]}-${content[2]}-[hash].js` : "assets/[name]-[hash].js";
          },
        },
      },
    },
    plugins: [
      paraglideVitePlugin(paraglideOptions),
      // The browser tests build a copy of the site with a notice of their own (tests/e2e/build-test-copy.ts).
      contentPlugin(siteConfig, { noticeFile: process.env.KGC_NOTICE_FILE }),
      tailwindcss(),
      tanstackStart({
        // The renderer every page is prerendered through (and `vite dev` serves), not the production
        // server: that one is server/, and only serves the files the build wrote.
        server: { entry: "prerender-entry.ts" },
        // Hydrates a page only once its route code has loaded (decision 110).
        client: { entry: "client.tsx" },
        prerender: { enabled: true, crawlLinks: false, autoStaticPathsDiscovery: false, failOnError: true },
        pages: prerenderPages(siteConfig.siteUrl, localeBuild),
        sitemap: { enabled: true, host: siteConfig.siteUrl, outputPath: "sitemap.xml" },
      }),
      viteReact(),
      {
        // Browsers get a slim Paraglide runtime (see src/lib/locale/paraglide-browser-runtime.ts) and so never load
        // Paraglide's URLPattern polyfill either.
        name: "kgc-browser-runtime",
        enforce: "pre",
        async resolveId(id, importer, options) {
          if (this.environment.name !== "client") return;
          const preact = preactAliases[id];
          if (preact) return this.resolve(preact, importer, { ...options, skipSelf: true });
          if (id === "@inlang/paraglide-js/urlpattern-polyfill") return "\0kgc-empty";
          // The site has no server functions, so Start's client for calling them (2 KB gzipped on every
          // page) is replaced by a stub that says so if anything ever tries.
          if (id.endsWith("/client-rpc/createClientRpc.js") && importer?.includes("start-client-core")) return "\0kgc-no-server-functions";
          if (!id.endsWith("runtime.js") && !id.endsWith("paraglide/runtime")) return;
          const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
          if (resolved?.id.endsWith("/src/paraglide/runtime.js")) return browserRuntime;
        },
        load(id) {
          if (id === "\0kgc-empty") return "export {};";
          if (id === "\0kgc-no-server-functions") {
            return 'export function createClientRpc(id) { return () => { throw new Error("This site has no server functions: " + id); }; }';
          }
        },
      },
      {
        name: "kgc-localized-router-fallbacks",
        transform(code, id) {
          const swap = routerFallbacks.find(({ module }) => id.includes("/@tanstack/react-router/dist/esm") && id.endsWith(module));
          if (!swap) return;
          const declaration = `function ${swap.name}(`;
          if (!code.includes(declaration)) this.error(`${id} no longer declares ${swap.name}: did TanStack Router change its fallbacks?`);
          // The router's own function is left unused (and so dropped); the name now imports the site's.
          return `import { ${swap.by} as ${swap.name} } from ${JSON.stringify(swap.file)};\n${code.replace(declaration, `function unused${swap.name}(`)}`;
        },
      },
      {
        // The production server reads the form origins for its Content-Security-Policy.
        name: "kgc-server-config",
        apply: "build",
        closeBundle() {
          mkdirSync(distDir, { recursive: true });
          writeFileSync(
            `${distDir}/site-config.json`,
            JSON.stringify(
              { siteUrl: siteConfig.siteUrl, formOrigins: formOrigins(siteConfig), imageOrigins: imageOrigins(siteConfig), cms },
              null,
              2,
            ),
          );
        },
      },
    ],
  };
});
