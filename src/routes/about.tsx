import { createFileRoute } from "@tanstack/react-router";
import { PageIsland, PageTop, pageContent } from "../components/page-content";

const content = pageContent("about", "/about", () => import("../components/pages/AboutBody"));

export const Route = createFileRoute("/about")({
  beforeLoad: content.loader,
  head: content.head,
  component: Page,
});

function Page() {
  return (
    <>
      <PageTop content={content} />
      <PageIsland content={content} render={({ AboutBody }, text) => <AboutBody text={text} />} />
    </>
  );
}
