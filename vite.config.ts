import { mkdirSync, writeFileSync } from "node:fs";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import tailwindcss from "@tailwindcss/vite";
import { tanstackStart } from "@tanstack/react-start/plugin/vite";
import viteReact from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { writeBuiltSiteConfig } from "#model/config/built-site-config.ts";
import { formOrigins, imageOrigins, parseCmsConfig, parseConfig } from "#model/config/schema.ts";
import { parseBuildEnv } from "#model/config/tooling.ts";
import { baseLocale, type Locale, locales, localizePath } from "#model/locales.ts";
import { absoluteUrl, notFoundPath, offlinePath, pagePaths } from "#model/pages.ts";
import { compileHints } from "./compile-hints.ts";
import { textsOfOneLocale } from "./content-tools/texts-of-one-locale.ts";
import { contentPlugin } from "./content-tools/vite-plugin.ts";
import { frameworkPatches } from "./framework-patches.ts";
import { paraglideOptions } from "./paraglide.options.ts";

/**
 * Every page in every locale, plus the offline page and one not-found page per locale (written to
 * `404.html`). Start's sitemap lists the pages with their translations as hreflang alternates
 * (x-default: English); the offline and not-found pages stay out of it.
 */
function prerenderPages(siteUrl: string, buildLocale?: Locale) {
  const absolute = (path: string) => absoluteUrl(siteUrl, path);
  const alternateRefs = (path: string) => [
    ...locales.map((hreflang) => ({ hreflang, href: absolute(localizePath(path, hreflang)) })),
    { hreflang: "x-default", href: absolute(localizePath(path, baseLocale)) },
  ];
  return locales.flatMap((locale) => {
    // A build for one locale (scripts/build.ts) prerenders that locale's pages; the sitemap lists all.
    const enabled = !buildLocale || locale === buildLocale;
    return [
      ...pagePaths.map((path) => ({
        path: localizePath(path, locale),
        prerender: { enabled },
        sitemap: { alternateRefs: alternateRefs(path) },
      })),
      { path: localizePath(offlinePath, locale), prerender: { enabled }, sitemap: { exclude: true } },
      {
        path: localizePath(notFoundPath, locale),
        sitemap: { exclude: true },
        prerender: { enabled, outputPath: `${locale === baseLocale ? "" : `/${locale}`}/404.html` },
      },
    ];
  });
}

// Where the build goes (the browser tests build a copy with fixture forms and a notice elsewhere:
// tests/e2e/build-test-copy.ts) and the one locale it is for (scripts/build.ts runs one build per
// locale and merges them); a bad value stops the build here, named.
const buildEnv = parseBuildEnv(process.env);
const { distDir, locale: buildLocale } = buildEnv;

export default defineConfig(({ mode }) => {
  // The site's configuration, from the environment and .env: a bad value stops the build here, named
  // (the build's own variables are read above, model/config/tooling.ts).
  const env = { ...loadEnv(mode, process.cwd(), "KGC_"), ...process.env };
  const siteConfig = parseConfig(env);
  // The hosted editor's settings go to dist/site-config.json only (editor/build-admin.ts), never into a page.
  const cms = parseCmsConfig(env);
  return {
    define: { __SITE_CONFIG__: JSON.stringify(siteConfig), __BUILD_YEAR__: String(new Date().getFullYear()) },
    build: {
      outDir: distDir,
      reportCompressedSize: false,
      sourcemap: buildEnv.sourcemap,
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
      contentPlugin(siteConfig),
      textsOfOneLocale(buildLocale),
      tailwindcss(),
      tanstackStart({
        // The renderer every page is prerendered through (and `vite dev` serves), not the production
        // server: that one is server/, and only serves the files the build wrote.
        server: { entry: "prerender-entry.ts" },
        // Hydrates a page only once its route code has loaded (decision 110).
        client: { entry: "client.tsx" },
        prerender: { enabled: true, crawlLinks: false, autoStaticPathsDiscovery: false, failOnError: true },
        pages: prerenderPages(siteConfig.siteUrl, buildLocale),
        sitemap: { enabled: true, host: siteConfig.siteUrl, outputPath: "sitemap.xml" },
      }),
      viteReact(),
      // The swaps of framework internals, each with its reason and guard.
      ...frameworkPatches(buildLocale),
      compileHints(),
      {
        // The production server reads the form origins for its Content-Security-Policy.
        name: "kgc-server-config",
        apply: "build",
        closeBundle() {
          mkdirSync(distDir, { recursive: true });
          writeFileSync(
            `${distDir}/site-config.json`,
            writeBuiltSiteConfig({
              siteUrl: siteConfig.siteUrl,
              formOrigins: formOrigins(siteConfig),
              imageOrigins: imageOrigins(siteConfig),
              cms,
            }),
          );
        },
      },
    ],
  };
});
