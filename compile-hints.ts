// V8's explicit compile hints (decision 198). A script whose first line is the comment below has
// every function compiled at once, on a background thread while the file streams in (Chromium 136
// and later), instead of each one on the main thread the first time it runs. The app's start runs
// most of the code in the files it starts with (Preact, the router, the app's shell, the page's
// route) for the first time, inside the tasks a slow phone feels (decision 196): that compile moves
// off the main thread. Other browsers read a comment.
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

type Chunk = {
  type: "chunk";
  isEntry: boolean;
  isDynamicEntry?: boolean;
  facadeModuleId?: string | null;
  imports: string[];
  code: string;
};
type Bundle = Record<string, Chunk | { type: "asset" }>;

/**
 * A route's own code (TanStack Start splits each file of src/routes/ into chunks loaded on demand):
 * on the page it belongs to, the app's start loads and runs it before hydrating (decision 110).
 */
const isRouteChunk = (chunk: Chunk) => Boolean(chunk.isDynamicEntry && chunk.facadeModuleId?.includes("/src/routes/"));

/**
 * What runs at the app's start: the entry chunk, each route's chunk (a page runs its own), and
 * every chunk they import statically, transitively.
 */
export function startChunks(bundle: Bundle): string[] {
  const chunks = new Map(Object.entries(bundle).flatMap(([file, item]) => (item.type === "chunk" ? [[file, item] as const] : [])));
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  for (const [file, chunk] of chunks) if (chunk.isEntry || isRouteChunk(chunk)) visit(file);
  return [...found].filter((file) => chunks.has(file));
}

/**
 * Puts the hint on the first line of the browser's start chunks. V8 honours it only before the
 * file's first code, so this runs after Vite's own generateBundle, which prepends the lazy imports'
 * table (`const __vite__mapDeps=…`) to the chunks that have some. Run before it, the hint came
 * second and V8 ignored it in the entry chunk: 276 of its functions were still compiled lazily on
 * the main thread (decision 198, second addendum).
 */
export function compileHints(): Plugin {
  const hinted: string[] = [];
  return {
    name: "kgc-compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        hinted.length = 0;
        for (const file of startChunks(bundle as unknown as Bundle)) {
          const chunk = bundle[file];
          if (chunk?.type !== "chunk") continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          hinted.push(file);
        }
      },
    },
    // A guard: a later plugin (or a Vite upgrade) that writes before the hint turns it off silently.
    writeBundle(_options, bundle) {
      for (const file of hinted) {
        const chunk = bundle[file];
        if (chunk?.type === "chunk" && !chunk.code.startsWith(COMPILE_HINT)) {
          this.error(`compile-hints.ts: ${file} no longer starts with "${COMPILE_HINT}" (something wrote before it), so V8 ignores it`);
        }
      }
    },
  };
}
