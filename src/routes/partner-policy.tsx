import { createFileRoute } from "@tanstack/react-router";
import { PolicyPage } from "../components/PolicyPage";
import { loadPolicy, orFullPageLoad } from "../content/load";
import { currentLocale } from "../lib/i18n";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/partner-policy")({
  beforeLoad: ({ preload }) => orFullPageLoad(loadPolicy("partner-policy", currentLocale()), preload),
  head: () => pageHead("/partner-policy", m.partner_title(), m.partner_description()),
  component: () => <PolicyPage slug="partner-policy" heading={m.partner_heading()} intro={m.partner_intro()} />,
});
