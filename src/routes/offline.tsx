// The page the service worker shows for a page it has not saved, when there is no network.
// Rendered during prerender only, as `offline/index.html` per locale, without scripts (see
// scripts/postbuild.ts), since it stands in for other URLs.
import { createFileRoute } from "@tanstack/react-router";
import { OfflinePage } from "../components/OfflinePage.tsx";
import { pageHead } from "../lib/head/page-head.ts";
import { currentLocale } from "../lib/locale/page-locale.ts";
import { loadPageText } from "../page-text/load.ts";
import { m } from "../paraglide/messages.js";

export const Route = createFileRoute("/offline")({
  // The guides' names come from the help index's text (content/help/<locale>/).
  beforeLoad: async () => {
    await loadPageText("help", currentLocale());
  },
  head: () => pageHead("/offline", { title: m.offline_title(), description: m.offline_description() }, { index: false }),
  component: OfflinePage,
});
