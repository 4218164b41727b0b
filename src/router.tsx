import { createRouter } from "@tanstack/react-router";
import { currentLocale } from "./lib/i18n";
import { localizePath, stripLocale } from "./lib/locale.js";
import { routeTree } from "./routeTree.gen";

function withPathname(url: URL, pathname: string) {
  url.pathname = pathname;
  return url;
}

/** The router: one route tree for every locale, the locale prefix added and removed by `rewrite`. */
export function getRouter() {
  return createRouter({
    routeTree,
    trailingSlash: "never",
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    rewrite: {
      input: ({ url }) => withPathname(url, stripLocale(url.pathname)),
      output: ({ url }) => withPathname(url, localizePath(url.pathname, currentLocale())),
    },
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
