import { linkClass } from "#model/long-text-classes.ts";
import { currentLocale } from "../lib/locale/page-locale.ts";
import { m } from "../paraglide/messages.js";
import { RequestDatesCalculator } from "./request-dates/RequestDatesCalculator.tsx";
import { SiteLink } from "./SiteLink.tsx";
import { PagePart, PageTop, type TextPage } from "./start/TextPage.tsx";
import { Band } from "./ui/band.tsx";

/**
 * /request-dates: the form and its results, then the rules as tables (what the page shows without
 * JavaScript too). `page` is the route's declaration of its text and parts.
 */
export function RequestDatesPage({ page }: { page: TextPage<"request-dates", typeof import("./request-dates/page-parts.ts")> }) {
  return (
    <>
      <PageTop page={page} />
      <Band>
        <div className="flex flex-col gap-12">
          <RequestDatesCalculator errorTexts={page.loadedParts()?.errorTexts(currentLocale())} />
          <p>
            <SiteLink to="/help" className={linkClass}>
              {m.help_cta()}
            </SiteLink>
          </p>
          <PagePart page={page} part="rules" render={({ RequestDatesRules }) => <RequestDatesRules />} />
        </div>
      </Band>
    </>
  );
}
