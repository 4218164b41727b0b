// The fixtures every journey uses (`import { expect, test } from "./playwright-utils.ts"`), after Epic Stack's
// tests/playwright-utils.ts. Playwright sets each one up for a test or a worker and tears it down
// afterwards, whether the test passed or failed: no context or page outlives its test, no server its worker.
//
// - `site`: the production server serving `distDir` ("dist") with `serverKind` ("node"). Both are test
//   options, so one file can say `test.use({ serverKind: "nginx" })` in a `describe` (see `forEachServer`)
//   or use another build; each server starts the first time a test asks for it and serves every later
//   test of the worker, and stops when the worker ends (`servers`, worker-scoped).
// - `page` and `context`: Playwright's own, with `baseURL` set to the site.
// - `newContext(options)`: more contexts within one test (other languages, widths, JavaScript off, other
//   origins); all closed after the test.
// Nothing reaches the internet: the browser itself resolves no host but 127.0.0.1
// (`--host-resolver-rules` in playwright.config.ts; its guard test is in every-page.spec.ts).
import { type BrowserContext, type BrowserContextOptions, test as base, expect, type Page } from "@playwright/test";
import { type ServerKind, serverKinds, startServer } from "./support.ts";

export { expect } from "@playwright/test";

/**
 * The language menu's button: the app renders it once it has started (hydrated); without
 * JavaScript the menu is a <details> of links instead. Waiting for it is waiting for the app.
 */
export const appStartedProbe = "header button[aria-haspopup=listbox]";

/** Waits until the app has started on the page (decision 020: after first paint and an idle moment). */
export const appStarted = (page: Page) => expect(page.locator(appStartedProbe)).toBeVisible();

/** Holds the app's code back until the returned `release` is called, so the page is read as it first paints. */
export async function holdAppCode(context: BrowserContext) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

type WorkerFixtures = {
  servers: { origin: (distDir: string, kind: ServerKind) => Promise<string> };
};

type TestFixtures = {
  serverKind: ServerKind;
  distDir: string;
  site: { origin: string };
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  servers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const started = new Map<string, ReturnType<typeof startServer>>();
      await use({
        origin: async (distDir, kind) => {
          const key = `${kind} ${distDir}`;
          if (!started.has(key)) started.set(key, startServer(distDir, kind));
          return (await started.get(key))?.origin ?? "";
        },
      });
      for (const server of started.values()) await (await server).close();
    },
    { scope: "worker" },
  ],
  serverKind: ["node", { option: true }],
  distDir: ["dist", { option: true }],
  site: async ({ servers, serverKind, distDir }, use) => use({ origin: await servers.origin(distDir, serverKind) }),
  baseURL: async ({ site }, use) => use(site.origin),
  newContext: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, ...options });
      contexts.push(context);
      return context;
    });
    for (const context of contexts) await context.close();
  },
});

/**
 * Declares the same tests against each production server (`npm start`, nginx and Cloudflare's
 * runtime): one `describe` per server, whose option `serverKind` gives its tests that server.
 * Only for what a server decides (status codes, redirects, negotiation, not-found pages, headers,
 * the lite page): what the pages are is tested once, on the Node server (decision 090).
 */
export function forEachServer(declare: (kind: ServerKind) => void, kinds: readonly ServerKind[] = serverKinds) {
  for (const kind of kinds) {
    test.describe(`served by ${kind}`, () => {
      test.use({ serverKind: kind });
      declare(kind);
    });
  }
}

/**
 * What a spec starts once and shares between its tests in a worker (a content editor, a build on
 * disk, a visitor's browser context): started the first time a test asks, stopped after the spec's
 * last test in that worker. Give it the spec's own `test`, so the hook belongs to its file.
 *
 * Why not a worker-scoped fixture of the spec's own: Playwright runs each set of worker fixtures in
 * workers of its own, so a spec that declared one made the run stop a worker and start a new one,
 * with a new browser and new servers (Cloudflare's runtime alone takes about 5 s), each time it
 * moved to that spec or away from it. Every journey shares the worker fixtures above instead
 * (decision 199).
 */
export function sharedByTests<T>(
  hooks: Pick<typeof test, "afterAll">,
  start: () => Promise<T>,
  stop: (value: T) => Promise<void> | void,
): () => Promise<T> {
  let started: Promise<T> | undefined;
  hooks.afterAll(async () => {
    const value = await started;
    started = undefined;
    if (value !== undefined) await stop(value);
  });
  return () => {
    started ??= start();
    return started;
  };
}
