import { createFileRoute } from "@tanstack/react-router";
import { ContentIsland } from "../components/ContentIsland";
import { PageHeader } from "../components/PageHeader";
import { RequestDatesCalculator } from "../components/request-dates/RequestDatesCalculator";
import { loadOnce, orFullPageLoad } from "../content/load";
import { currentLocale } from "../lib/i18n";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

// The rules' text is prerendered and kept through hydration; only a client-side navigation loads it.
const loadRules = () => loadOnce("parts:request-dates-rules", () => import("../components/request-dates/RequestDatesRules"));

export const Route = createFileRoute("/request-dates")({
  beforeLoad: ({ preload }) => orFullPageLoad(loadRules(), preload),
  head: () => pageHead("/request-dates", m.request_dates_title(), m.request_dates_description()),
  component: Page,
});

function Page() {
  return (
    <>
      <PageHeader heading={m.request_dates_heading()} intro={m.request_dates_intro()} />
      <section className="py-14 sm:py-20">
        <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 sm:px-6">
          <RequestDatesCalculator />
          <ContentIsland
            id={`${currentLocale()}/request-dates-rules`}
            load={loadRules}
            render={({ RequestDatesRules }) => <RequestDatesRules />}
          />
        </div>
      </section>
    </>
  );
}
