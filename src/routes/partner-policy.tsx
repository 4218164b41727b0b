import { createFileRoute } from "@tanstack/react-router";
import { PolicyPage } from "../components/PolicyPage";
import { loadedPolicy, loadPolicy, orFullPageLoad } from "../content/load";
import { currentLocale } from "../lib/i18n";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/partner-policy")({
  beforeLoad: ({ preload }) => orFullPageLoad(loadPolicy("partner-policy", currentLocale()), preload),
  head: () => pageHead("/partner-policy", loadedPolicy("partner-policy", currentLocale())),
  component: () => <PolicyPage slug="partner-policy" />,
});
