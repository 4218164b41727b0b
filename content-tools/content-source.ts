// Where the content checks (validate.ts and the language checks it runs) read the project's files:
// the build reads them from disk; a test reads them from memory, to check one changed file without
// copying the tree.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** A project's files, each named by its path from the project folder with "/" (`content/pages/en/home.md`). */
export type ContentSource = {
  /** A file's text, or `undefined` when there is no such file. */
  read(file: string): string | undefined;
  /** The files under a folder (`content`), at any depth, each folder's names sorted; none when it is absent. */
  files(folder: string): string[];
};

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The files of the project folder `root` on disk, read when asked for. */
export function diskSource(root: string): ContentSource {
  return {
    read: (file) => (existsSync(join(root, file)) ? readFileSync(join(root, file), "utf8") : undefined),
    files: (folder) => filesUnder(join(root, folder)).map((path) => relative(root, path).split(sep).join("/")),
  };
}
