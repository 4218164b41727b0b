// The prerendered pages of a built site's `client/` folder, for the checks postbuild runs on every
// page (class-conflicts.ts, anchor-links.ts): `index.html` files and the not-found pages, not their
// script-free twins (the same markup, scripts removed), the assets or the editor (/admin).
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every prerendered page below `dir`, as a path on disk. */
export function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" || entry.name === "admin" ? [] : pageFiles(path);
    return /^(index|404)\.html$/.test(entry.name) ? [path] : [];
  });
}
