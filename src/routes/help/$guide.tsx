// The five help guides share one route: /help/check-your-phone, /help/visible-networks, /help/install,
// /help/get-online and /help/troubleshooting (their text is in content/help/<locale>/).
import { createFileRoute, notFound } from "@tanstack/react-router";
import { isGuideSlug } from "../../../model/pages.ts";
import { GuidePage } from "../../components/GuidePage.tsx";
import { loadGuideParts } from "../../components/pages/text-layouts.ts";
import { pageHead } from "../../lib/head/page-head.ts";
import { currentLocale } from "../../lib/locale/page-locale.ts";
import { loadedGuide, loadGuide, orFullPageLoad } from "../../page-text/load.ts";

export const Route = createFileRoute("/help/$guide")({
  beforeLoad: ({ params, preload }) => {
    if (!isGuideSlug(params.guide)) throw notFound();
    return orFullPageLoad(Promise.all([loadGuide(params.guide, currentLocale()), loadGuideParts()]), preload);
  },
  // beforeLoad has refused any other slug: this only tells the type checker so.
  head: ({ params }) => (isGuideSlug(params.guide) ? pageHead(`/help/${params.guide}`, loadedGuide(params.guide, currentLocale())) : {}),
  component: GuideRoute,
});

function GuideRoute() {
  const { guide } = Route.useParams();
  if (!isGuideSlug(guide)) throw notFound();
  // A new guide is a new page: without the key React would keep the previous guide's prerendered text.
  return <GuidePage key={guide} slug={guide} />;
}
