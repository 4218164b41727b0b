import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../components/PageHeader";
import { PageIsland, pageContent } from "../components/page-content";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

const content = pageContent("travel", () => import("../components/pages/TravelBody"));

export const Route = createFileRoute("/travel")({
  beforeLoad: content.loader,
  head: () => pageHead("/travel", m.travel_title(), m.travel_description()),
  component: Page,
});

function Page() {
  return (
    <>
      <PageHeader heading={m.travel_heading()} intro={m.travel_intro()} />
      <PageIsland content={content} render={({ TravelBody }, text) => <TravelBody text={text} />} />
    </>
  );
}
