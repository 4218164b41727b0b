import { createFileRoute } from "@tanstack/react-router";
import { PolicyPage } from "../components/PolicyPage";
import { loadPolicy, orFullPageLoad } from "../content/load";
import { currentLocale } from "../lib/i18n";
import { POLICY_EFFECTIVE_DATE } from "../lib/policies";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/terms-of-service")({
  beforeLoad: ({ preload }) => orFullPageLoad(loadPolicy("terms-of-service", currentLocale()), preload),
  head: () => pageHead("/terms-of-service", m.terms_title(), m.terms_description()),
  component: () => (
    <PolicyPage slug="terms-of-service" heading={m.terms_heading()} intro={m.terms_intro()} effectiveDate={POLICY_EFFECTIVE_DATE} />
  ),
});
