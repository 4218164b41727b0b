// In a build for one locale (scripts/build.ts), the browser's loaders of page texts list only that
// locale's files. Their `import.meta.glob` would otherwise list every locale's chunk on every page
// (1.8 KB gzipped of the entry's loader, three quarters of it other languages), for texts a page
// never asks for: a page loads its own locale's text (src/page-text/load.ts).
import type { Plugin } from "vite";
import type { Locale } from "#model/locales.ts";

/** The loaders, and the globs in them that name a locale's folder by `*`. */
export const textLoaders = ["/src/page-text/load.ts", "/src/page-text/guide-files.ts"];
const everyLocaleGlob = /(["'])\.\.\/\.\.\/content\/([\w-]+)\/\*\/\*\.md\1/g;

/** The loader's source with its globs narrowed to `locale`'s folder; throws when it has none. */
export function narrowGlobs(source: string, locale: Locale, file: string) {
  let count = 0;
  const narrowed = source.replace(everyLocaleGlob, (_glob, quote: string, folder: string) => {
    count += 1;
    return `${quote}../../content/${folder}/${locale}/*.md${quote}`;
  });
  if (count === 0) throw new Error(`${file} has no glob of content/<folder>/*/*.md left to narrow to one locale`);
  return narrowed;
}

export function textsOfOneLocale(buildLocale?: Locale): Plugin {
  return {
    name: "kgc-texts-of-one-locale",
    apply: "build",
    // Before Vite expands the globs.
    enforce: "pre",
    transform(source, id) {
      if (!buildLocale || this.environment.name !== "client") return;
      const loader = textLoaders.find((file) => id.endsWith(file));
      if (!loader) return;
      try {
        return { code: narrowGlobs(source, buildLocale, loader), map: null };
      } catch (error) {
        this.error((error as Error).message);
      }
    },
  };
}
