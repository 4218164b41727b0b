import { createRouter } from "@tanstack/react-router";
import { localizePath, stripLocale } from "#model/locales.ts";
import { PageError } from "./components/PageError.tsx";
import { afterSlices } from "./lib/bootstrap/hydration-slices.ts";
import { nextTask } from "./lib/bootstrap/next-task.ts";
import { currentLocale } from "./lib/locale/page-locale.ts";
import { scrollAfterRender } from "./lib/ui/scroll-after-render.ts";
import { routeTree } from "./routeTree.gen.ts";

function withPathname(url: URL, pathname: string) {
  url.pathname = pathname;
  return url;
}

/** The router: one route tree for every locale, the locale prefix added and removed by `rewrite`. */
export async function getRouter() {
  let scrollAfter: ReturnType<typeof scrollAfterRender> | undefined;
  const router = createRouter({
    routeTree,
    trailingSlash: "never",
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    // Every route gets an error boundary inside the document's shell, so an error never takes away
    // <html lang dir>, and shows the site's own message in the page's language (decision 110).
    defaultErrorComponent: PageError,
    // The loaded page's first render leaves the position alone (the inline script restored any
    // saved one while the page was parsed); every navigation restores or resets as usual, and
    // scrolls to its section (scroll-after-render.ts). On the server (prerender) this asks whether
    // to write that inline script: always.
    scrollRestoration: (options) => scrollAfter?.(options) ?? true,
    rewrite: {
      input: ({ url }) => withPathname(url, stripLocale(url.pathname)),
      output: ({ url }) => withPathname(url, localizePath(url.pathname, currentLocale())),
    },
  });
  if (typeof document !== "undefined") scrollAfter = scrollAfterRender(router.latestLocation.pathname, afterSlices);
  // In the browser, Start matches the page and hydrates the router's state once this resolves: in a
  // task of its own, so that neither holds the main thread long on a slow phone (decision 196).
  if (typeof document !== "undefined") await nextTask();
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: Awaited<ReturnType<typeof getRouter>>;
  }
}
