import { createFileRoute } from "@tanstack/react-router";
import { PagePart, PageTop, textPage } from "../components/text-page";

const about = textPage("about", "/about", () => import("../components/pages/AboutBody"));

export const Route = createFileRoute("/about")({
  beforeLoad: about.loader,
  head: about.head,
  component: Page,
});

function Page() {
  return (
    <>
      <PageTop page={about} />
      <PagePart page={about} render={({ AboutBody }, text) => <AboutBody text={text} />} />
    </>
  );
}
