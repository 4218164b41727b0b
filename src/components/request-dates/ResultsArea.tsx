import type { Ref } from "react";
import type { RequestQuery } from "../../lib/request-dates/request-query.ts";
import type { LazyModule } from "../../lib/ui/use-lazy-module.ts";
import { m } from "../../paraglide/messages.js";
import { buttonClass } from "../ui/button.ts";
import { cardClass } from "../ui/card.ts";

type ResultsCode = LazyModule<typeof import("./RequestDatesResults.tsx")>;

type ResultsAreaProps = {
  /** The query to give the rules of (complete and settled), or none: the area then says to fill in the form. */
  query: RequestQuery | undefined;
  /** The results' code, loaded on the form's first use. */
  code: ResultsCode;
  retry: () => void;
  /** Takes the focus after a complete submit. (React 19 passes `ref` as a prop.) */
  ref: Ref<HTMLElement>;
};

/**
 * The results card. Its content is a polite live region, so a screen reader says the rules when
 * they appear or change (once the visitor pauses, see calculator-state.ts); while their code is on
 * its way the region says it is busy, and if it could not load it says so where they would be.
 */
export function ResultsArea({ query, code, retry, ref }: ResultsAreaProps) {
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="request-dates-results-heading"
      className={cardClass("plain", { className: "focus:outline-none" })}
    >
      <h2 id="request-dates-results-heading" className="text-2xl font-bold tracking-tight text-stone-950">
        {m.request_dates_results_heading()}
      </h2>
      <div aria-live="polite" aria-busy={code.status === "loading" || undefined} className="mt-6">
        <ResultsContent query={query} code={code} retry={retry} />
      </div>
    </section>
  );
}

/** The empty state, the results, or that their code did not load (kept while it is tried again). */
function ResultsContent({ query, code, retry }: Omit<ResultsAreaProps, "ref">) {
  if (!query) return <p className="text-stone-700">{m.request_dates_results_empty()}</p>;
  if (code.status === "loaded") return <code.module.RequestDatesResults query={query} />;
  if (!(code.status === "failed" || (code.status === "loading" && code.retrying))) return null;
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-stone-700">{m.request_dates_results_failed()}</p>
      <button type="button" onClick={retry} className={buttonClass("secondary")}>
        {m.page_code_failed_retry()}
      </button>
    </div>
  );
}
