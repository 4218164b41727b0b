// `npm run build`'s first step: the site built once per locale, merged into one (decision 191).
// Each build's browser scripts carry only its locale's messages (framework-patches.ts,
// `messagesOfOneLocale`) and it prerenders only that locale's pages, which point at its scripts.
// Script names carry a hash of their content, so the four builds' `assets/` merge with no clash:
// a script common to all has the same name in each. The base locale's build gives everything
// else (its pages at the root, the sitemap of all pages, the public files, `site-config.json`).
// One after the other: each build compiles the messages into src/paraglide.
// Then scripts/postbuild.ts finishes the site in dist/client for every host.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseConfig } from "#model/config/schema.ts";
import { buildDirWithPackages, parseBuildEnv } from "#model/config/tooling.ts";
import { unsetFeatures } from "#model/config/unset-features.ts";
import { baseLocale, locales } from "#model/locales.ts";

const distDir = buildDirWithPackages(parseBuildEnv(process.env).distDir, process.cwd());
/** Where each locale's build goes before the merge: beside dist/, so a failed build leaves no half site. */
const buildsDir = `${distDir}.locales`;

const viteBuild = fileURLToPath(new URL("./vite-build.ts", import.meta.url));

rmSync(buildsDir, { recursive: true, force: true });
for (const locale of locales) {
  const started = performance.now();
  const build = spawnSync(process.execPath, [viteBuild], {
    stdio: "inherit",
    env: { ...process.env, KGC_LOCALE_BUILD: locale, KGC_DIST_DIR: join(buildsDir, locale) },
  });
  if (build.status !== 0) {
    console.error(`build: the ${locale} build failed (exit ${build.status ?? build.signal}).`);
    process.exit(1);
  }
  console.log(`build: ${locale} built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

rmSync(distDir, { recursive: true, force: true });
renameSync(join(buildsDir, baseLocale), distDir);
for (const locale of locales.filter((l) => l !== baseLocale)) {
  const client = join(buildsDir, locale, "client");
  renameSync(join(client, locale), join(distDir, "client", locale));
  const assets = join(distDir, "client", "assets");
  mkdirSync(assets, { recursive: true });
  for (const name of readdirSync(join(client, "assets"))) {
    if (!existsSync(join(assets, name))) cpSync(join(client, "assets", name), join(assets, name));
  }
}
rmSync(buildsDir, { recursive: true, force: true });
console.log(`build: ${locales.join(", ")} merged into ${distDir}/`);
// Said where whoever deploys reads the log (before postbuild's lines): what the pages leave out (docs/configuration.md).
const unset = unsetFeatures(parseConfig(process.env));
if (unset.length > 0) console.warn(`build: not configured, so left out of the pages:\n${unset.map((line) => `  - ${line}`).join("\n")}`);
