import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../components/PageHeader";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/policies")({
  head: () => pageHead("/policies", m.policies_title(), m.policies_description()),
  component: Page,
});

function Page() {
  return <PageHeader heading={m.policies_heading()} intro={m.policies_intro()} />;
}
