// The variables that steer the build, the production server and the other servers the npm scripts
// start (serve:nginx, serve:cloudflare, the local editor), as opposed to the site's own
// configuration (schema.ts, baked into the pages). Read once where each program starts; a bad value
// stops it with the variable named (DESIGN.md §5), instead of meaning something else quietly.
// docs/configuration.md lists them, and the test and bench tools' own.
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { locales } from "../locales.ts";

type Env = Record<string, string | undefined>;

/** PORT: the port a program listens on, `fallback` when unset or empty, 0 for any free port. */
export function parsePort(env: Env, fallback: number): number {
  const port = env.PORT?.trim() || String(fallback);
  if (!/^\d+$/.test(port) || Number(port) > 65535) throw new Error(`PORT: must be a whole number from 0 to 65535 (got "${env.PORT}")`);
  return Number(port);
}

/** Where a server of the build listens (`npm start`, `serve:nginx`, `serve:cloudflare`). */
export type ListenEnv = { port: number; host: string };

/** PORT (default 3000, 0 for any free port) and HOST (default 0.0.0.0). */
export function parseListenEnv(env: Env): ListenEnv {
  return { port: parsePort(env, 3000), host: env.HOST?.trim() || "0.0.0.0" };
}

/** Where and how `npm start` serves (server/start.ts). */
export type ServerEnv = ListenEnv & { hsts: "proxy" | "always" };

/** The production server's variables: PORT, HOST (parseListenEnv), KGC_HSTS. */
export function parseServerEnv(env: Env): ServerEnv {
  const hsts = env.KGC_HSTS?.trim() || "proxy";
  if (hsts !== "proxy" && hsts !== "always") throw new Error(`KGC_HSTS: must be "always", "proxy" or empty (got "${env.KGC_HSTS}")`);
  return { ...parseListenEnv(env), hsts };
}

/** Where and with how many worker processes `npm run serve:nginx` serves (scripts/serve-nginx.ts). */
export type NginxServeEnv = ListenEnv & { workers: number };

/** `npm run serve:nginx`'s variables: PORT, HOST (parseListenEnv), NGINX_WORKERS (default 1). */
export function parseNginxServeEnv(env: Env): NginxServeEnv {
  const workers = env.NGINX_WORKERS?.trim() || "1";
  if (!/^[1-9]\d*$/.test(workers)) throw new Error(`NGINX_WORKERS: must be a whole number from 1 (got "${env.NGINX_WORKERS}")`);
  return { ...parseListenEnv(env), workers: Number(workers) };
}

/** What one `vite build` makes (vite.config.ts; scripts/build.ts sets the first two for each locale). */
export type BuildEnv = {
  distDir: string;
  locale: (typeof locales)[number] | undefined;
  sourcemap: boolean;
};

/** The build's variables: KGC_DIST_DIR, KGC_LOCALE_BUILD, KGC_SOURCEMAP ("1"). */
export function parseBuildEnv(env: Env): BuildEnv {
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
  };
}

/**
 * Where `npm run build` may write (scripts/build.ts): a folder from which the site's packages are
 * found. The prerender runs the server bundle from the build's folder, and Node looks for the
 * bundle's packages upward from there in node_modules/; from a folder outside the project, the
 * build would fail at its first page with a missing package. The bench and the servers may read a
 * build anywhere.
 */
export function buildDirWithPackages(distDir: string, projectRoot: string) {
  try {
    createRequire(resolve(projectRoot, distDir, "server", "entry.js")).resolve("react");
  } catch {
    throw new Error(
      `KGC_DIST_DIR: must be a folder inside the project (${projectRoot}), where the prerender finds the packages it needs (got "${distDir}")`,
    );
  }
  return distDir;
}
