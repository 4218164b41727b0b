import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../components/PageHeader";
import { PageIsland, pageContent } from "../components/page-content";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

const content = pageContent("about", () => import("../components/pages/AboutBody"));

export const Route = createFileRoute("/about")({
  beforeLoad: content.loader,
  head: () => pageHead("/about", m.about_title(), m.about_description()),
  component: Page,
});

function Page() {
  return (
    <>
      <PageHeader heading={m.about_heading()} intro={m.about_intro()} />
      <PageIsland content={content} render={({ AboutBody }, text) => <AboutBody text={text} />} />
    </>
  );
}
