// Builds the service worker (src/sw.ts) into dist/client/sw.js: bundled by Vite, then given its
// precache list by Workbox (workbox-build's injectManifest): code, styles, fonts and icons, but
// not the long texts, which are cached as they are read.
import { build } from "vite";
import { injectManifest } from "workbox-build";

/**
 * @param {string} clientDir the built site, e.g. dist/client
 */
export async function buildServiceWorker(clientDir) {
  await build({
    configFile: false,
    logLevel: "warn",
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      // A classic script (iife): every browser that has service workers can run it.
      lib: { entry: "src/sw.ts", formats: ["iife"], name: "serviceWorker", fileName: () => "sw.js" },
      rolldownOptions: { output: { codeSplitting: false } },
    },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: `${clientDir}/sw.js`,
    swDest: `${clientDir}/sw.js`,
    globDirectory: clientDir,
    globPatterns: ["assets/**/*.{js,css,woff2}", "favicon.svg", "manifest.webmanifest"],
    globIgnores: ["assets/content-*"],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
