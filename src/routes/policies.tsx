import { createFileRoute } from "@tanstack/react-router";
import { PagePart, PageTop, textPage } from "../components/text-page";

const policies = textPage("policies", "/policies", () => import("../components/pages/PoliciesBody"));

export const Route = createFileRoute("/policies")({
  beforeLoad: policies.loader,
  head: policies.head,
  component: Page,
});

function Page() {
  return (
    <>
      <PageTop page={policies} />
      <PagePart page={policies} render={({ PoliciesBody }, text) => <PoliciesBody text={text} />} />
    </>
  );
}
