import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../components/PageHeader";
import { PageIsland, pageContent } from "../components/page-content";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

const content = pageContent("policies", () => import("../components/pages/PoliciesBody"));

export const Route = createFileRoute("/policies")({
  beforeLoad: content.loader,
  head: () => pageHead("/policies", m.policies_title(), m.policies_description()),
  component: Page,
});

function Page() {
  return (
    <>
      <PageHeader heading={m.policies_heading()} intro={m.policies_intro()} />
      <PageIsland content={content} render={({ PoliciesBody }, text) => <PoliciesBody text={text} />} />
    </>
  );
}
