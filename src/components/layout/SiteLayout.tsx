import { useRouter } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { useAppStarted } from "../../lib/bootstrap/app-started.ts";
import { registerServiceWorker } from "../../lib/bootstrap/register-service-worker.ts";
import { browserLocaleRedirect } from "../../lib/locale/page-locale.ts";
import { followSiteLinks } from "../../lib/ui/site-links.ts";
import { m } from "../../paraglide/messages.js";
import { HydrationSlice } from "../start/HydrationSlice.tsx";
import { PageCodeFailedNote } from "../start/PageCodeFailedNote.tsx";
import { DataSavingBar } from "./DataSavingBar.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { ScrollToTop } from "./ScrollToTop.tsx";
import { SiteNotice } from "./SiteNotice.tsx";

/** Chrome around every page: skip link, header, main landmark, footer and back-to-top. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const router = useRouter();
  // The page's SiteLinks (header, footer, logo, breadcrumbs) are plain <a href>s the router follows from here.
  useEffect(() => followSiteLinks(router), [router]);

  useEffect(() => {
    // Where no server negotiated the locale (a static host), the browser does it once.
    const target = browserLocaleRedirect();
    if (target) window.location.replace(target);
    else registerServiceWorker();
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="fixed start-2 top-2 z-50 -translate-y-20 rounded-md bg-white px-4 py-2 font-semibold text-emerald-900 shadow-lg outline-emerald-700 focus:translate-y-0 focus:outline-2"
      >
        {m.skip_to_content()}
      </a>
      {/* Shown only on the lite twins, which never run the app: a slice, so it never lengthens a task. */}
      <HydrationSlice>
        <DataSavingBar />
      </HydrationSlice>
      <HydrationSlice>
        <Header />
      </HydrationSlice>
      <SiteNotice />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageCodeFailedNote />
        <HydrationSlice>
          <div className="contents">{children}</div>
        </HydrationSlice>
      </main>
      <HydrationSlice>
        <Footer />
      </HydrationSlice>
      <BackToTop />
    </div>
  );
}

/**
 * The back-to-top button arrives once the app has started, in its own turn (app-started.ts). Its own
 * component, so that the start re-renders it alone and not the whole layout (decision 196).
 */
function BackToTop() {
  return useAppStarted() ? <ScrollToTop /> : null;
}
