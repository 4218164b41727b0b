import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildDirWithPackages, parseBuildEnv, parseListenEnv, parseNginxServeEnv, parsePort, parseServerEnv } from "./tooling.ts";

describe("parseServerEnv", () => {
  it.each([
    [{}, { port: 3000, host: "0.0.0.0", hsts: "proxy" }],
    [
      { PORT: "8080", HOST: "127.0.0.1", KGC_HSTS: "always" },
      { port: 8080, host: "127.0.0.1", hsts: "always" },
    ],
    [
      { PORT: "0", KGC_HSTS: "" },
      { port: 0, host: "0.0.0.0", hsts: "proxy" },
    ],
    [{ PORT: " 3100 " }, { port: 3100, host: "0.0.0.0", hsts: "proxy" }],
  ])("%o gives %o", (env, expected) => {
    expect(parseServerEnv(env)).toEqual(expected);
  });

  it.each([
    [{ PORT: "80a" }, 'PORT: must be a whole number from 0 to 65535 (got "80a")'],
    [{ PORT: "70000" }, 'PORT: must be a whole number from 0 to 65535 (got "70000")'],
    [{ PORT: "-1" }, 'PORT: must be a whole number from 0 to 65535 (got "-1")'],
    [{ KGC_HSTS: "yes" }, 'KGC_HSTS: must be "always", "proxy" or empty (got "yes")'],
  ])("%o stops the server: %s", (env, message) => {
    expect(() => parseServerEnv(env)).toThrow(message);
  });
});

describe("parsePort", () => {
  it.each([
    [{}, 8081, 8081],
    [{ PORT: "" }, 8081, 8081],
    [{ PORT: "0" }, 8081, 0],
    [{ PORT: " 9000 " }, 8081, 9000],
    [{ PORT: "65535" }, 3000, 65535],
  ])("%o with %i as the default gives %i", (env, fallback, expected) => {
    expect(parsePort(env, fallback)).toBe(expected);
  });

  it.each([
    [{ PORT: "80a" }, 'PORT: must be a whole number from 0 to 65535 (got "80a")'],
    [{ PORT: "65536" }, 'PORT: must be a whole number from 0 to 65535 (got "65536")'],
    [{ PORT: "8.5" }, 'PORT: must be a whole number from 0 to 65535 (got "8.5")'],
  ])("%o stops the program: %s", (env, message) => {
    expect(() => parsePort(env, 8081)).toThrow(message);
  });
});

describe("parseListenEnv (npm run serve:cloudflare)", () => {
  it.each([
    [{}, { port: 3000, host: "0.0.0.0" }],
    [
      { PORT: "4000", HOST: "127.0.0.1", KGC_HSTS: "not read here" },
      { port: 4000, host: "127.0.0.1" },
    ],
  ])("%o gives %o", (env, expected) => {
    expect(parseListenEnv(env)).toEqual(expected);
  });

  it("stops on a port that is not one, naming PORT", () => {
    expect(() => parseListenEnv({ PORT: "80a" })).toThrow('PORT: must be a whole number from 0 to 65535 (got "80a")');
  });
});

describe("parseNginxServeEnv (npm run serve:nginx)", () => {
  it.each([
    [{}, { port: 3000, host: "0.0.0.0", workers: 1 }],
    [
      { PORT: "8080", HOST: "127.0.0.1", NGINX_WORKERS: "4" },
      { port: 8080, host: "127.0.0.1", workers: 4 },
    ],
    [{ NGINX_WORKERS: " " }, { port: 3000, host: "0.0.0.0", workers: 1 }],
  ])("%o gives %o", (env, expected) => {
    expect(parseNginxServeEnv(env)).toEqual(expected);
  });

  it.each([
    [{ PORT: "80a" }, 'PORT: must be a whole number from 0 to 65535 (got "80a")'],
    [{ NGINX_WORKERS: "0" }, 'NGINX_WORKERS: must be a whole number from 1 (got "0")'],
    [{ NGINX_WORKERS: "auto" }, 'NGINX_WORKERS: must be a whole number from 1 (got "auto")'],
    [{ NGINX_WORKERS: "2x" }, 'NGINX_WORKERS: must be a whole number from 1 (got "2x")'],
  ])("%o stops nginx's start: %s", (env, message) => {
    expect(() => parseNginxServeEnv(env)).toThrow(message);
  });
});

describe("parseBuildEnv", () => {
  it.each([
    [{}, { distDir: "dist", locale: undefined, sourcemap: false }],
    [
      { KGC_DIST_DIR: "dist.locales/ar", KGC_LOCALE_BUILD: "ar", KGC_SOURCEMAP: "1" },
      { distDir: "dist.locales/ar", locale: "ar", sourcemap: true },
    ],
  ])("%o gives %o", (env, expected) => {
    expect(parseBuildEnv(env)).toEqual(expected);
  });

  it.each([
    [{ KGC_LOCALE_BUILD: "de" }, 'KGC_LOCALE_BUILD: must be one of en, fr, tr, ar (got "de")'],
    [{ KGC_SOURCEMAP: "yes" }, 'KGC_SOURCEMAP: must be "1", "0" or empty (got "yes")'],
  ])("%o stops the build: %s", (env, message) => {
    expect(() => parseBuildEnv(env)).toThrow(message);
  });
});

describe("buildDirWithPackages", () => {
  const project = resolve(import.meta.dirname, "../..");

  it.each(["dist", ".tmp/dist-fixtures", join(project, "dist.copy")])("takes %s, inside the project", (distDir) => {
    expect(buildDirWithPackages(distDir, project)).toBe(distDir);
  });

  it.each(["/tmp/kgc-dist", "/"])("stops the build on %s, where no node_modules holds the site's packages", (distDir) => {
    expect(() => buildDirWithPackages(distDir, project)).toThrow(
      `KGC_DIST_DIR: must be a folder inside the project (${project}), where the prerender finds the packages it needs (got "${distDir}")`,
    );
  });
});
