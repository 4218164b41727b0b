import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../components/PageHeader";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/upload")({
  head: () => pageHead("/upload", m.upload_title(), m.upload_description()),
  component: Page,
});

function Page() {
  return <PageHeader heading={m.upload_heading()} intro={m.upload_intro()} parents={[{ to: "/donate", label: m.nav_donate() }]} />;
}
