// Shared by the browser tests: the production server (Node, nginx or Cloudflare's runtime) on a free loopback port, the list of
// every page in every locale, the expected texts, and axe. The Playwright fixtures built on these are in
// playwright-utils.ts.

import { readFileSync } from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { type Locale, locales, localizePath } from "#model/locales.ts";
import { isOneOf } from "#model/one-of.ts";
import { installerPath, pagePaths, policyPaths } from "#model/pages.ts";
import type english from "../../messages/en.json";
import { createApp } from "../../server/app.ts";
import { startCloudflare } from "../../server/cloudflare-process.ts";
import { startNginx } from "../../server/nginx-process.ts";

export { viewports } from "./viewports.ts";

/** The messages of one locale, as the pages should show them. */
export function messages(locale: Locale): typeof english {
  return JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8"));
}

/** One message by a key built at run time; fails loudly if there is none. */
export function message(locale: Locale, key: string): string {
  const value = (messages(locale) as Record<string, string>)[key];
  if (value === undefined) throw new Error(`No message ${key} in ${locale}`);
  return value;
}

/** The content file of a page, policy or help guide (its path unprefixed, e.g. `/about`). */
function contentFile(locale: Locale, path: string) {
  if (path === installerPath) return `content/pages/${locale}/installer.md`;
  if (path.startsWith("/help/")) return `content/help/${locale}/${path.slice("/help/".length)}.md`;
  const name = path === "/" ? "home" : path.slice(1);
  return isOneOf(policyPaths)(path) ? `content/policies/${locale}/${name}.md` : `content/pages/${locale}/${name}.md`;
}

/**
 * A page's title, description, heading and introduction as the editors wrote them: the YAML
 * frontmatter of its content file, read here rather than through the site's own code.
 */
export function pageText(locale: Locale, path: string): { title: string; description: string; heading: string; intro: string } {
  const file = contentFile(locale, path);
  const source = readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
  const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1];
  if (frontmatter === undefined) throw new Error(`No frontmatter in ${file}`);
  return parse(frontmatter);
}

/** Every page in every locale with its URL. */
export const allPages = locales.flatMap((locale) => pagePaths.map((path) => ({ locale, path, url: localizePath(path, locale) })));

/**
 * The ways the site is served with its rules: `npm start`, `npm run serve:nginx`, and
 * `npm run serve:cloudflare` (Cloudflare's own runtime, `wrangler pages dev`, on the build's
 * Cloudflare output with its Pages Function).
 */
export type ServerKind = "node" | "nginx" | "cloudflare";
export const serverKinds: ServerKind[] = ["node", "nginx", "cloudflare"];

/**
 * Starts a production server on a free loopback port, serving `dist` or another build: the Node
 * server, Debian's nginx with the configuration the build wrote, or wrangler's Pages runtime.
 */
export async function startServer(distDir = "dist", kind: ServerKind = "node") {
  if (kind === "nginx") {
    const nginx = await startNginx({ distDir });
    return { origin: nginx.origin, close: nginx.close };
  }
  if (kind === "cloudflare") {
    const cloudflare = await startCloudflare({ distDir });
    return { origin: cloudflare.origin, close: cloudflare.close };
  }
  return listenOnLoopback(createApp({ distDir }));
}

/** Serves a request handler on a free loopback port (a stand-in host of a test). */
export async function listenOnLoopback(handler: RequestListener) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { origin, close: () => closeServer(server) };
}

/**
 * Stops a stand-in host. `server.close()` waits for every connection to end, and Chromium may hold
 * a socket it opened ahead of a request it never sent (a preconnect), or a request the host never
 * answers: Node keeps such a socket until its 60 s header timeout, longer than a test may take.
 * A stand-in host closes all of its connections with it.
 */
export function closeServer(server: Server) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Runs axe-core on the page (and the frames in it) and returns every violation, summarised: minor
 * and moderate as well as serious and critical, as GOV.UK Frontend's tests do, so that none creeps in.
 * `rules` turns rules on or off for this run (`targetSize` turns on one axe leaves off by default).
 */
export async function allViolations(page: Page, rules: AxeRules = {}) {
  return (await axeOn(page, rules).analyze()).violations.map(summary);
}

type AxeRules = Record<string, { enabled: boolean }>;

/** axe's target-size rule (WCAG 2.5.8: 24 by 24 px, or spaced so a 24 px circle fits), off by default. */
export const targetSize: AxeRules = { "target-size": { enabled: true } };

/**
 * Every violation, with one rule left to the caller: a page with a provider's form embedded holds
 * that provider's page, whose own <main> axe counts as a second main landmark of ours
 * ("landmark-unique"). The caller checks instead that the site's document has exactly one <main>.
 */
export async function allViolationsWithEmbeddedPages(page: Page) {
  return (await axeOn(page).disableRules(["landmark-unique"]).analyze()).violations.map(summary);
}

/**
 * axe on the page. Its default way opens a blank page to gather the frames' results (about 2 s a run
 * here); on a page with no frame, axe's older way ("legacy mode": one run in the page itself, no
 * cross-origin frames) gives the same results in half the time. A page with frames keeps the default.
 * Only violations are detailed (`resultTypes`): every rule still runs, but axe stops describing each
 * element that passed, which took a third to half of a run (decision 199).
 */
export const axeOn = (page: Page, rules: AxeRules = {}) =>
  new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1).options({ resultTypes: ["violations"], rules });

const summary = (v: Awaited<ReturnType<ReturnType<typeof axeOn>["analyze"]>>["violations"][number]) =>
  `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`;
