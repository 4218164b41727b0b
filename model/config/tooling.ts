// The variables that steer the build and the production server, as opposed to the site's own
// configuration (schema.ts, baked into the pages). Read once where each program starts; a bad value
// stops it with the variable named (DESIGN.md §5), instead of meaning something else quietly.
// docs/configuration.md lists them, and the test and bench tools' own.
import { locales } from "../locales.ts";

/** Where and how `npm start` serves (server/start.ts). */
export type ServerEnv = { port: number; host: string; hsts: "proxy" | "always" };

/** The production server's variables: PORT (default 3000, 0 for any free port), HOST, KGC_HSTS. */
export function parseServerEnv(env: Record<string, string | undefined>): ServerEnv {
  const port = env.PORT?.trim() || "3000";
  if (!/^\d+$/.test(port) || Number(port) > 65535) throw new Error(`PORT: must be a whole number from 0 to 65535 (got "${env.PORT}")`);
  const hsts = env.KGC_HSTS?.trim() || "proxy";
  if (hsts !== "proxy" && hsts !== "always") throw new Error(`KGC_HSTS: must be "always", "proxy" or empty (got "${env.KGC_HSTS}")`);
  return { port: Number(port), host: env.HOST?.trim() || "0.0.0.0", hsts };
}

/** What one `vite build` makes (vite.config.ts; scripts/build.ts sets the first two for each locale). */
export type BuildEnv = {
  distDir: string;
  locale: (typeof locales)[number] | undefined;
  sourcemap: boolean;
  noticeFile: string | undefined;
};

/** The build's variables: KGC_DIST_DIR, KGC_LOCALE_BUILD, KGC_SOURCEMAP ("1"), KGC_NOTICE_FILE. */
export function parseBuildEnv(env: Record<string, string | undefined>): BuildEnv {
  const locale = env.KGC_LOCALE_BUILD || undefined;
  if (locale !== undefined && !locales.some((known) => known === locale)) {
    throw new Error(`KGC_LOCALE_BUILD: must be one of ${locales.join(", ")} (got "${locale}")`);
  }
  const sourcemap = env.KGC_SOURCEMAP ?? "";
  if (!["", "0", "1"].includes(sourcemap)) throw new Error(`KGC_SOURCEMAP: must be "1", "0" or empty (got "${sourcemap}")`);
  return {
    distDir: env.KGC_DIST_DIR || "dist",
    locale: locales.find((known) => known === locale),
    sourcemap: sourcemap === "1",
    noticeFile: env.KGC_NOTICE_FILE || undefined,
  };
}
