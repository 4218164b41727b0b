import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../components/PageHeader";
import { PageIsland, pageContent } from "../components/page-content";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

const content = pageContent("donate", () => import("../components/pages/DonateBody"));

export const Route = createFileRoute("/donate")({
  beforeLoad: content.loader,
  head: () => pageHead("/donate", m.donate_title(), m.donate_description()),
  component: Page,
});

function Page() {
  return (
    <>
      <PageHeader heading={m.donate_heading()} intro={m.donate_intro()} />
      <PageIsland content={content} render={({ DonateBody }, text) => <DonateBody text={text} />} />
    </>
  );
}
