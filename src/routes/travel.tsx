import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../components/PageHeader";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/travel")({
  head: () => pageHead("/travel", m.travel_title(), m.travel_description()),
  component: Page,
});

function Page() {
  return <PageHeader heading={m.travel_heading()} intro={m.travel_intro()} />;
}
