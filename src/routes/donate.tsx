import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../components/PageHeader";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/donate")({
  head: () => pageHead("/donate", m.donate_title(), m.donate_description()),
  component: Page,
});

function Page() {
  return <PageHeader heading={m.donate_heading()} intro={m.donate_intro()} />;
}
