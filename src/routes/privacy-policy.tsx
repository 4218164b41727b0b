import { createFileRoute } from "@tanstack/react-router";
import { PolicyPage } from "../components/PolicyPage";
import { loadPolicy, orFullPageLoad } from "../content/load";
import { currentLocale } from "../lib/i18n";
import { POLICY_EFFECTIVE_DATE } from "../lib/policies";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/privacy-policy")({
  beforeLoad: ({ preload }) => orFullPageLoad(loadPolicy("privacy-policy", currentLocale()), preload),
  head: () => pageHead("/privacy-policy", m.privacy_title(), m.privacy_description()),
  component: () => (
    <PolicyPage slug="privacy-policy" heading={m.privacy_heading()} intro={m.privacy_intro()} effectiveDate={POLICY_EFFECTIVE_DATE} />
  ),
});
