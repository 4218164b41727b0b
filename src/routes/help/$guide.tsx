// The five help guides share one route: /help/check-your-phone, /help/visible-networks, /help/install,
// /help/get-online and /help/troubleshooting (their text is in content/help/<locale>/).
import { createFileRoute } from "@tanstack/react-router";
import { isGuideSlug } from "#model/pages.ts";
import { GuidePage } from "../../components/GuidePage.tsx";
import { loadGuideParts } from "../../components/pages/text-layouts.ts";
import { pageHead } from "../../lib/head/page-head.ts";
import { currentLocale } from "../../lib/locale/page-locale.ts";
import { loadedGuide, loadGuide, orFullPageLoad } from "../../page-text/load.ts";

export const Route = createFileRoute("/help/$guide")({
  // Any other slug does not match the route, so the router shows its not-found page as for any
  // unknown path; the slug is a GuideSlug from here on.
  params: { parse: ({ guide }) => isGuideSlug(guide) && { guide } },
  beforeLoad: ({ params, preload }) => orFullPageLoad(Promise.all([loadGuide(params.guide, currentLocale()), loadGuideParts()]), preload),
  head: ({ params }) => pageHead(`/help/${params.guide}`, loadedGuide(params.guide, currentLocale())),
  component: GuideRoute,
});

function GuideRoute() {
  const { guide } = Route.useParams();
  // A new guide is a new page: without the key React would keep the previous guide's prerendered text.
  return <GuidePage key={guide} slug={guide} />;
}
