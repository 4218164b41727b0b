import { type ReactNode, useEffect } from "react";
import { browserLocaleRedirect } from "../lib/choose-locale";
import { registerServiceWorker } from "../lib/service-worker";
import { useHydrated } from "../lib/use-hydrated";
import { m } from "../paraglide/messages";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ScrollToTop } from "./ScrollToTop";

/** Chrome around every page: skip link, header, main landmark, footer and back-to-top. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();

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
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-emerald-900 focus:shadow-lg focus:outline-2 focus:outline-emerald-700"
      >
        {m.skip_to_content()}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      {hydrated && <ScrollToTop />}
    </div>
  );
}
