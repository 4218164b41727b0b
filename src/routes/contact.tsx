import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../components/PageHeader";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/contact")({
  head: () => pageHead("/contact", m.contact_title(), m.contact_description()),
  component: Page,
});

function Page() {
  return <PageHeader heading={m.contact_heading()} intro={m.contact_intro()} />;
}
