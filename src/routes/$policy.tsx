// The four policies share one route: /terms-of-service, /privacy-policy, /distribution-policy and
// /partner-policy (the site's other pages are static routes, which the router always matches first).
import { createFileRoute } from "@tanstack/react-router";
import { isPolicySlug } from "#model/pages.ts";
import { PolicyPage } from "../components/PolicyPage.tsx";
import { loadPolicyBody } from "../components/pages/text-layouts.ts";
import { pageHead } from "../lib/head/page-head.ts";
import { currentLocale } from "../lib/locale/page-locale.ts";
import { loadedPolicy, loadPolicy, orFullPageLoad } from "../page-text/load.ts";

export const Route = createFileRoute("/$policy")({
  // Any other slug does not match the route, so the router shows its not-found page as for any
  // unknown path; the slug is a PolicySlug from here on.
  params: { parse: ({ policy }) => isPolicySlug(policy) && { policy } },
  beforeLoad: ({ params, preload }) => orFullPageLoad(Promise.all([loadPolicy(params.policy, currentLocale()), loadPolicyBody()]), preload),
  head: ({ params }) => pageHead(`/${params.policy}`, loadedPolicy(params.policy, currentLocale())),
  component: PolicyRoute,
});

function PolicyRoute() {
  const { policy } = Route.useParams();
  // A new policy is a new page: without the key React would keep the previous policy's prerendered text.
  return <PolicyPage key={policy} slug={policy} />;
}
