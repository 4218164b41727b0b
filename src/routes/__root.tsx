import arabicFont from "@fontsource/tajawal/files/tajawal-arabic-400-normal.woff2?url";
import { DirectionProvider } from "@radix-ui/react-direction";
import { createRootRoute, Outlet, Scripts } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { SiteLayout } from "../components/layout/SiteLayout.tsx";
import { NotFound } from "../components/NotFound.tsx";
import { HydrationSlice, RouterMatchesSlice } from "../components/start/HydrationSlice.tsx";
import { notFoundHead } from "../lib/head/page-head.ts";
import { DocumentHead, HeadKeeper } from "../lib/head/preact-head.tsx";
import { currentDir, currentLocale } from "../lib/locale/page-locale.ts";
import styles from "../styles.css?url";

export const Route = createRootRoute({
  head: ({ matches }) => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      { name: "theme-color", content: "#14532d" },
      // A link followed in the app to an unknown path matches the root alone, which shows the
      // not-found card: the head says so too (a page's own head comes from its route).
      ...(matches.length === 1 ? notFoundHead().meta : []),
    ],
    links: [
      { rel: "stylesheet", href: styles },
      // Only Arabic pages use the Arabic font: fetch it with the stylesheet, not after it.
      ...(currentLocale() === "ar"
        ? [{ rel: "preload", href: arabicFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" as const }]
        : []),
      // A PNG, not the SVG: a browser draws an SVG icon in a document of its own on the page's main
      // thread, 35 to 56 ms at CPU x4 just after load (decision 196, seventh-session addendum).
      { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
      { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
      { rel: "manifest", href: "/manifest.webmanifest" },
    ],
  }),
  shellComponent: RootDocument,
  // The page hydrates in a task after the document's shell (decision 196).
  component: () => (
    <HydrationSlice>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </HydrationSlice>
  ),
  notFoundComponent: () => <NotFound />,
});

function RootDocument({ children }: { children: ReactNode }) {
  const locale = currentLocale();
  const dir = currentDir();
  return (
    <html lang={locale} dir={dir}>
      <DocumentHead />
      <body id="top">
        <DirectionProvider dir={dir}>
          {/* The router's matches hydrate in a task after the document's own (decision 196). */}
          <RouterMatchesSlice>{children}</RouterMatchesSlice>
        </DirectionProvider>
        <HeadKeeper />
        <Scripts />
      </body>
    </html>
  );
}
