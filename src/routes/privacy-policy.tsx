import { createFileRoute } from "@tanstack/react-router";
import { PolicyPage } from "../components/PolicyPage";
import { POLICY_EFFECTIVE_DATE } from "../lib/policies";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/privacy-policy")({
  head: () => pageHead("/privacy-policy", m.privacy_title(), m.privacy_description()),
  component: () => <PolicyPage heading={m.privacy_heading()} intro={m.privacy_intro()} effectiveDate={POLICY_EFFECTIVE_DATE} />,
});
