import { createFileRoute } from "@tanstack/react-router";
import { PageIsland, PageTop, pageContent } from "../components/page-content";

const content = pageContent("travel", "/travel", () => import("../components/pages/TravelBody"));

export const Route = createFileRoute("/travel")({
  beforeLoad: content.loader,
  head: content.head,
  component: Page,
});

function Page() {
  return (
    <>
      <PageTop content={content} />
      <PageIsland content={content} render={({ TravelBody }, text) => <TravelBody text={text} />} />
    </>
  );
}
