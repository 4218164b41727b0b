import { createFileRoute } from "@tanstack/react-router";
import { PolicyPage } from "../components/PolicyPage";
import { loadPolicy } from "../content/load";
import { currentLocale } from "../lib/i18n";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/partner-policy")({
  beforeLoad: async () => {
    await loadPolicy("partner-policy", currentLocale());
  },
  head: () => pageHead("/partner-policy", m.partner_title(), m.partner_description()),
  component: () => <PolicyPage slug="partner-policy" heading={m.partner_heading()} intro={m.partner_intro()} />,
});
