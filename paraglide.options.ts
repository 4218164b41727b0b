// Paraglide's compiler options, shared by vite.config.ts and scripts/compile-messages.ts so the
// runtime compiled for type checking is the one the build uses.
//
// Paraglide only compiles the messages and reads a page's locale from its URL while the pages are
// prerendered. The locale rules themselves (cookie, localStorage, Accept-Language, redirects) are
// model/locales.ts's, used by the server and the browser alike: see docs/decisions/004-locale-flow.md.
import { baseLocale, locales } from "#model/locales.ts";

export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./src/paraglide",
  outputStructure: "message-modules" as const,
  strategy: ["url", "baseLocale"] as ("url" | "baseLocale")[],
  // The base locale has no prefix; the others are `/fr/...`, `/tr/...`, `/ar/...`.
  urlPatterns: [
    {
      pattern: "/:path(.*)?",
      localized: [...locales.filter((l) => l !== baseLocale).map((l) => [l, `/${l}/:path(.*)?`]), [baseLocale, "/:path(.*)?"]] as [
        string,
        string,
      ][],
    },
  ],
};
