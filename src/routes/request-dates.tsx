import { createFileRoute } from "@tanstack/react-router";
import { PageIsland, PageTop, pageContent } from "../components/page-content";
import { RequestDatesCalculator } from "../components/request-dates/RequestDatesCalculator";

// The rules' tables are prerendered and kept through hydration; only a client-side navigation loads them.
const content = pageContent("request-dates", "/request-dates", () => import("../components/request-dates/RequestDatesRules"));

export const Route = createFileRoute("/request-dates")({
  beforeLoad: content.loader,
  head: content.head,
  component: Page,
});

function Page() {
  return (
    <>
      <PageTop content={content} />
      <section className="py-14 sm:py-20">
        <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 sm:px-6">
          <RequestDatesCalculator />
          <PageIsland content={content} part="rules" render={({ RequestDatesRules }) => <RequestDatesRules />} />
        </div>
      </section>
    </>
  );
}
