import { DirectionProvider } from "@radix-ui/react-direction";
import { createRootRoute, HeadContent, Outlet, Scripts } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { NotFound } from "../components/NotFound";
import { SiteLayout } from "../components/SiteLayout";
import { currentDir, currentLocale } from "../lib/i18n";
import styles from "../styles.css?url";

export const Route = createRootRoute({
  head: () => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      { name: "theme-color", content: "#14532d" },
    ],
    links: [
      { rel: "stylesheet", href: styles },
      { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    ],
  }),
  shellComponent: RootDocument,
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
  notFoundComponent: () => <NotFound />,
});

function RootDocument({ children }: { children: ReactNode }) {
  const locale = currentLocale();
  const dir = currentDir();
  return (
    <html lang={locale} dir={dir}>
      <head>
        <HeadContent />
      </head>
      <body id="top">
        <DirectionProvider dir={dir}>{children}</DirectionProvider>
        <Scripts />
      </body>
    </html>
  );
}
