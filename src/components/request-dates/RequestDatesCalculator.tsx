import { useEffect, useReducer } from "react";
import { writeQuery } from "../../lib/request-dates/request-query.ts";
import { useErrorTitle } from "../../lib/ui/use-error-title.ts";
import { useFocusWhenShown } from "../../lib/ui/use-focus-when-shown.ts";
import { useLazyModule } from "../../lib/ui/use-lazy-module.ts";
import { m } from "../../paraglide/messages.js";
import { calculatorReducer, calculatorView, initialState, typingPause } from "./calculator-state.ts";
import type { ErrorTexts } from "./error-texts.ts";
import { RequestDatesForm } from "./RequestDatesForm.tsx";
import { ResultsArea } from "./ResultsArea.tsx";
import { useErrorTexts } from "./use-error-texts.ts";

// The results and the date arithmetic: a chunk of their own, loaded on the form's first use.
const importResults = () => import("./RequestDatesResults.tsx");

/**
 * The form and its live results. It is a real GET form, so its fields are the page's URL query; the
 * prerendered page cannot read that query, so it starts empty and, once running in the browser,
 * takes a shared link's query, computes as the visitor types and keeps the address in step.
 * `errorTexts`: the page's, once its parts have loaded (see use-error-texts.ts).
 */
export function RequestDatesCalculator({ errorTexts }: { errorTexts?: ErrorTexts }) {
  const [state, dispatch] = useReducer(calculatorReducer, initialState);
  const { query, settled, edited } = state;
  const { inError, results } = calculatorView(state);
  const texts = useErrorTexts(errorTexts);
  const summary = state.submitted && inError.length > 0 ? texts : undefined;
  useErrorTitle(summary !== undefined, m.field_error_prefix());
  const summaryRef = useFocusWhenShown<HTMLElement>(state.focusSummary);
  const resultsRef = useFocusWhenShown<HTMLElement>(state.focusResults);
  // The results' code loads on the first focus, keystroke or submit in the form, seconds before the
  // fields can be filled in; a shared link loads it at once.
  const [resultsCode, loadResults] = useLazyModule(importResults);

  useEffect(() => {
    const { search } = window.location;
    dispatch({ type: "opened", search });
    if (search) loadResults();
  }, [loadResults]);

  useEffect(() => {
    if (!edited) return;
    const { pathname, hash } = window.location;
    // Replace, not push: Back leaves the page instead of stepping through every keystroke.
    window.history.replaceState(window.history.state, "", `${pathname}${writeQuery(query)}${hash}`);
  }, [edited, query]);

  // The results follow the form once the visitor stops typing (each keystroke restarts the wait).
  useEffect(() => {
    if (settled === query) return;
    const timer = setTimeout(() => dispatch({ type: "paused" }), typingPause);
    return () => clearTimeout(timer);
  }, [settled, query]);

  return (
    <>
      {/* Where no app runs (without JavaScript, in data-saving mode, or its code failed to
          download) the form would only reload the page empty: the tables below say it instead. */}
      <p className="hidden text-stone-700 without-app:block">{m.request_dates_needs_app()}</p>
      <div className="grid items-start gap-8 lg:grid-cols-2 without-app:hidden">
        <RequestDatesForm
          query={query}
          inError={inError}
          texts={texts}
          summary={summary}
          summaryRef={summaryRef}
          onChange={(field, value) => {
            loadResults();
            dispatch({ type: "changed", field, value });
          }}
          onSubmit={() => {
            loadResults();
            dispatch({ type: "submitted" });
          }}
          onFocus={loadResults}
        />
        <ResultsArea ref={resultsRef} query={results} code={resultsCode} retry={loadResults} />
      </div>
    </>
  );
}
