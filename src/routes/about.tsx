import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../components/PageHeader";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/about")({
  head: () => pageHead("/about", m.about_title(), m.about_description()),
  component: Page,
});

function Page() {
  return <PageHeader heading={m.about_heading()} intro={m.about_intro()} />;
}
