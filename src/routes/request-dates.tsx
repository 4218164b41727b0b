import { createFileRoute, Link } from "@tanstack/react-router";
import { RequestDatesCalculator } from "../components/request-dates/RequestDatesCalculator.tsx";
import { PagePart, PageTop, textPage } from "../components/TextPage.tsx";
import { Band } from "../components/ui/band.tsx";
import { currentLocale } from "../lib/locale/page-locale.ts";
import { m } from "../paraglide/messages.js";

// The rules' tables and the form's error texts are prerendered and kept through hydration; only a
// client-side navigation loads them (page-parts.ts).
const requestDates = textPage("request-dates", "/request-dates", () => import("../components/request-dates/page-parts.ts"));

export const Route = createFileRoute("/request-dates")({ ...requestDates.routeOptions, component: Page });

function Page() {
  return (
    <>
      <PageTop page={requestDates} />
      <Band>
        <div className="flex flex-col gap-12">
          <RequestDatesCalculator errorTexts={requestDates.loadedParts()?.errorTexts(currentLocale())} />
          <p>
            <Link to="/help" className="rich-link">
              {m.help_cta()}
            </Link>
          </p>
          <PagePart page={requestDates} part="rules" render={({ RequestDatesRules }) => <RequestDatesRules />} />
        </div>
      </Band>
    </>
  );
}
