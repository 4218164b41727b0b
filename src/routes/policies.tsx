import { createFileRoute } from "@tanstack/react-router";
import { PageIsland, PageTop, pageContent } from "../components/page-content";

const content = pageContent("policies", "/policies", () => import("../components/pages/PoliciesBody"));

export const Route = createFileRoute("/policies")({
  beforeLoad: content.loader,
  head: content.head,
  component: Page,
});

function Page() {
  return (
    <>
      <PageTop content={content} />
      <PageIsland content={content} render={({ PoliciesBody }, text) => <PoliciesBody text={text} />} />
    </>
  );
}
