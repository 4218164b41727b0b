import { createFileRoute } from "@tanstack/react-router";
import { PolicyPage } from "../components/PolicyPage";
import { loadedPolicy, loadPolicy, orFullPageLoad } from "../content/load";
import { currentLocale } from "../lib/i18n";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/terms-of-service")({
  beforeLoad: ({ preload }) => orFullPageLoad(loadPolicy("terms-of-service", currentLocale()), preload),
  head: () => pageHead("/terms-of-service", loadedPolicy("terms-of-service", currentLocale())),
  component: () => <PolicyPage slug="terms-of-service" />,
});
