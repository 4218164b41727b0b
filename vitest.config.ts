// Unit tests: files beside the code (`*.test.ts`), in Node or in a DOM named at the top of the file:
// happy-dom, or jsdom for the one file that needs a DOM that never fetches a script
// (scripts/page-scripts.test.ts; decision 199, item 12). The browser tests (tests/e2e, `*.spec.ts`)
// run on Playwright Test (playwright.config.ts); nothing here includes them.
//
// Two projects, because the site runs on two renderers (decision 191): the prerender and `vite dev`
// on React, the built site's browser code on Preact (framework-patches.ts resolves React to
// `preact/compat` there). "unit" runs every test on React; "preact" runs the components' tests
// (`*.test.tsx`) again with React resolved to Preact, as the browser build does, so a component that
// only breaks on Preact fails here and not only in the browser tests. What a component looks like
// prerendered is React's to say: `*.prerender.test.tsx` runs on React only.
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { parseConfig } from "#model/config/schema.ts";
import { preactForReact } from "./framework-patches.ts";

/**
 * The installed packages that import React, as the lock file records them (React or React DOM
 * among their dependencies or peer dependencies): Radix and the pieces it is made of, Testing Library. The
 * "preact" project inlines these, so that their imports of React get Preact as in the browser build,
 * and leaves every other package to Node: inlining all of them cost about 5 of that project's 20 s.
 */
function packagesImportingReact(): RegExp[] {
  const lock: { packages: Record<string, { dependencies?: object; peerDependencies?: object }> } = JSON.parse(
    readFileSync(new URL("package-lock.json", import.meta.url), "utf8"),
  );
  return Object.entries(lock.packages)
    .filter(
      ([path, { dependencies = {}, peerDependencies = {} }]) =>
        path && ["react", "react-dom"].some((name) => name in dependencies || name in peerDependencies),
    )
    .map(([path]) => new RegExp(`/${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/`));
}

export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(parseConfig({})), __BUILD_YEAR__: "2026" },
  test: {
    // One file per core. Vitest's default leaves a core free, which on a two-core machine ran the
    // files one at a time: 79 s here, 58 s on both cores (decision 199).
    maxWorkers: availableParallelism(),
    // Worker threads rather than child processes: each of the 121 files starts faster, with half the
    // system time (three runs each here: 70 to 85 s against 81 to 90 s); no test changes the
    // process's directory, which a thread may not.
    pool: "threads",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{model,src,server,scripts,content-tools,editor,tests/architecture}/**/*.test.{ts,tsx}"],
          environment: "node",
          provide: { renderer: "react" },
        },
      },
      {
        extends: true,
        resolve: {
          alias: [
            ...Object.entries(preactForReact).map(([react, preact]) => ({ find: new RegExp(`^${react}$`), replacement: preact })),
            // Testing Library's `act`, from Preact's.
            { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
            // Testing Library's ES module, whose imports of React the aliases above can follow (Node
            // would load its CommonJS build, which `require`s React itself).
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                import.meta.resolve("@testing-library/react").replace(/dist\/index\.js$/, "dist/@testing-library/react.esm.js"),
              ),
            },
          ],
        },
        test: {
          name: "preact",
          include: ["src/**/*.test.tsx"],
          exclude: ["src/**/*.prerender.test.tsx"],
          environment: "node",
          provide: { renderer: "preact" },
          // The libraries that import React inlined, so that they get Preact too, as in the browser build.
          server: { deps: { inline: packagesImportingReact() } },
        },
      },
    ],
  },
});
