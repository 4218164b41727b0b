import { createFileRoute } from "@tanstack/react-router";
import { PolicyPage } from "../components/PolicyPage";
import { loadedPolicy, loadPolicy, orFullPageLoad } from "../content/load";
import { currentLocale } from "../lib/i18n";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/privacy-policy")({
  beforeLoad: ({ preload }) => orFullPageLoad(loadPolicy("privacy-policy", currentLocale()), preload),
  head: () => pageHead("/privacy-policy", loadedPolicy("privacy-policy", currentLocale())),
  component: () => <PolicyPage slug="privacy-policy" />,
});
