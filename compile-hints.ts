// V8's explicit compile hints (decision 198). A script whose first line is the comment below has
// every function compiled at once, on a background thread while the file streams in (Chromium 136
// and later), instead of each one on the main thread the first time it runs. The app's start runs
// most of the code in the files it starts with (Preact, the router, the app's shell), for the first
// time, inside the tasks a slow phone feels (decision 196): that compile moves off the main thread.
// Other browsers read a comment.
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

type Chunk = { type: "chunk"; isEntry: boolean; imports: string[]; code: string };
type Bundle = Record<string, Chunk | { type: "asset" }>;

/** The entry chunk and every chunk it imports statically, transitively: what runs at the app's start. */
export function startChunks(bundle: Bundle): string[] {
  const chunks = new Map(Object.entries(bundle).flatMap(([file, item]) => (item.type === "chunk" ? [[file, item] as const] : [])));
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  for (const [file, chunk] of chunks) if (chunk.isEntry) visit(file);
  return [...found].filter((file) => chunks.has(file));
}

/** Puts the hint on the first line of the browser's start chunks. */
export function compileHints(): Plugin {
  return {
    name: "kgc-compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      for (const file of startChunks(bundle as unknown as Bundle)) {
        const chunk = bundle[file];
        if (chunk?.type === "chunk") chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      }
    },
  };
}
