import { createFileRoute } from "@tanstack/react-router";
import { PolicyPage } from "../components/PolicyPage";
import { loadPolicy, orFullPageLoad } from "../content/load";
import { currentLocale } from "../lib/i18n";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/distribution-policy")({
  beforeLoad: ({ preload }) => orFullPageLoad(loadPolicy("distribution-policy", currentLocale()), preload),
  head: () => pageHead("/distribution-policy", m.distribution_title(), m.distribution_description()),
  component: () => <PolicyPage slug="distribution-policy" heading={m.distribution_heading()} intro={m.distribution_intro()} />,
});
