import { createFileRoute } from "@tanstack/react-router";
import { PolicyPage } from "../components/PolicyPage";
import { loadedPolicy, loadPolicy, orFullPageLoad } from "../content/load";
import { currentLocale } from "../lib/i18n";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/distribution-policy")({
  beforeLoad: ({ preload }) => orFullPageLoad(loadPolicy("distribution-policy", currentLocale()), preload),
  head: () => pageHead("/distribution-policy", loadedPolicy("distribution-policy", currentLocale())),
  component: () => <PolicyPage slug="distribution-policy" />,
});
