import { createFileRoute } from "@tanstack/react-router";
import { PolicyPage } from "../components/PolicyPage";
import { POLICY_EFFECTIVE_DATE } from "../lib/policies";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/terms-of-service")({
  head: () => pageHead("/terms-of-service", m.terms_title(), m.terms_description()),
  component: () => <PolicyPage heading={m.terms_heading()} intro={m.terms_intro()} effectiveDate={POLICY_EFFECTIVE_DATE} />,
});
