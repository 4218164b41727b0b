import { createFileRoute } from "@tanstack/react-router";
import { PageIsland, PageTop, pageContent } from "../components/page-content";

const content = pageContent("donate", "/donate", () => import("../components/pages/DonateBody"));

export const Route = createFileRoute("/donate")({
  beforeLoad: content.loader,
  head: content.head,
  component: Page,
});

function Page() {
  return (
    <>
      <PageTop content={content} />
      <PageIsland content={content} render={({ DonateBody }, text) => <DonateBody text={text} />} />
    </>
  );
}
