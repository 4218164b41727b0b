import { createFileRoute } from "@tanstack/react-router";
import { PagePart, PageTop, textPage } from "../components/text-page";

const donate = textPage("donate", "/donate", () => import("../components/pages/DonateBody"));

export const Route = createFileRoute("/donate")({
  beforeLoad: donate.loader,
  head: donate.head,
  component: Page,
});

function Page() {
  return (
    <>
      <PageTop page={donate} />
      <PagePart page={donate} render={({ DonateBody }, text) => <DonateBody text={text} />} />
    </>
  );
}
