import { createFileRoute } from "@tanstack/react-router";
import { PagePart, PageTop, textPage } from "../components/text-page";

const travel = textPage("travel", "/travel", () => import("../components/pages/TravelBody"));

export const Route = createFileRoute("/travel")({
  beforeLoad: travel.loader,
  head: travel.head,
  component: Page,
});

function Page() {
  return (
    <>
      <PageTop page={travel} />
      <PagePart page={travel} render={({ TravelBody }, text) => <TravelBody text={text} />} />
    </>
  );
}
