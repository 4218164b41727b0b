import { createFileRoute } from "@tanstack/react-router";
import { Band } from "@/components/ui/band.tsx";
import { RequestDatesCalculator } from "../components/request-dates/RequestDatesCalculator";
import { PagePart, PageTop, textPage } from "../components/text-page";

// The rules' tables are prerendered and kept through hydration; only a client-side navigation loads them.
const requestDates = textPage("request-dates", "/request-dates", () => import("../components/request-dates/RequestDatesRules"));

export const Route = createFileRoute("/request-dates")({ ...requestDates.routeOptions, component: Page });

function Page() {
  return (
    <>
      <PageTop page={requestDates} />
      <Band>
        <div className="flex flex-col gap-12">
          <RequestDatesCalculator />
          <PagePart page={requestDates} part="rules" render={({ RequestDatesRules }) => <RequestDatesRules />} />
        </div>
      </Band>
    </>
  );
}
