import { type FormEvent, useCallback, useEffect, useReducer, useRef, useState } from "react";
import { isIsoDate, type RequestQuery, writeQuery } from "../../lib/request-dates/request-query.ts";
import { useErrorTitle } from "../../lib/ui/use-error-title.ts";
import { useFocusWhenShown } from "../../lib/ui/use-focus-when-shown.ts";
import { m } from "../../paraglide/messages.js";
import { buttonClass } from "../ui/button.ts";
import { cardClass } from "../ui/card.ts";
import { TextField } from "../ui/text-field.tsx";
import { calculatorReducer, calculatorView, type Field, initialState } from "./calculator-state.ts";
import { ErrorSummary } from "./ErrorSummary.tsx";
import type { ErrorTexts } from "./error-texts.ts";
import { errorTextsAttribute, useErrorTexts } from "./use-error-texts.ts";

type Results = typeof import("./RequestDatesResults.tsx");

/**
 * The form and its live results. It is a real GET form, so its fields are the page's URL query; the
 * prerendered page cannot read that query, so it starts empty and, once running in the browser,
 * takes a shared link's query, computes as the visitor types and keeps the address in step.
 * `errorTexts`: the page's, once its parts have loaded (see use-error-texts.ts).
 */
export function RequestDatesCalculator({ errorTexts }: { errorTexts?: ErrorTexts }) {
  const [state, dispatch] = useReducer(calculatorReducer, initialState);
  const { query, submitted, edited } = state;
  const { inError, complete } = calculatorView(state);
  const texts = useErrorTexts(errorTexts);
  const summaryRef = useFocusWhenShown<HTMLElement>(state.focusSummary);
  const resultsRef = useFocusWhenShown<HTMLElement>(state.focusResults);
  const summaryShown = Boolean(texts && submitted && inError.length > 0);
  useErrorTitle(summaryShown, m.field_error_prefix());
  // The results (and the date arithmetic) load on the first focus, keystroke or submit in the form,
  // seconds before the fields can be filled in; a shared link loads them at once.
  const [results, setResults] = useState<Results>();
  // The results' code failed to load (offline, or the link dropped): said where they would be.
  const [resultsFailed, setResultsFailed] = useState(false);
  // While their code is on its way, the results area says it is busy (to screen readers too).
  const [resultsLoading, setResultsLoading] = useState(false);
  const loading = useRef(false);
  const loadResults = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setResultsLoading(true);
    import("./RequestDatesResults.tsx").then(
      (loaded) => {
        setResultsFailed(false);
        setResultsLoading(false);
        setResults(loaded);
      },
      () => {
        // The next focus, keystroke, submit or "Try again" tries again.
        loading.current = false;
        setResultsLoading(false);
        setResultsFailed(true);
      },
    );
  }, []);
  // Written ids, not `useId` (see biome.json): the page has one calculator.
  const fieldId = (field: Field) => `request-dates-${field}`;

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

  const update = (field: keyof RequestQuery) => (event: { currentTarget: { value: string } }) => {
    loadResults();
    dispatch({ type: "changed", field, value: event.currentTarget.value });
  };
  const errorMessage = (field: Field) => (inError.includes(field) ? texts?.[field] : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    loadResults();
    dispatch({ type: "submitted" });
  };

  /** What the results area says: the empty state, the results, or that their code did not load. */
  const resultsArea = () => {
    if (!complete) return <p className="text-stone-700">{m.request_dates_results_empty()}</p>;
    if (results) return <results.RequestDatesResults query={query} />;
    if (!resultsFailed) return null;
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-stone-700">{m.request_dates_results_failed()}</p>
        <button type="button" onClick={loadResults} className={buttonClass("secondary")}>
          {m.page_code_failed_retry()}
        </button>
      </div>
    );
  };

  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <section aria-labelledby="request-dates-form-heading" className={cardClass()}>
        <h2 id="request-dates-form-heading" className="text-2xl font-bold tracking-tight text-stone-950">
          {m.request_dates_form_heading()}
        </h2>
        <form
          method="get"
          noValidate
          onSubmit={onSubmit}
          onFocus={loadResults}
          {...{ [errorTextsAttribute]: texts && JSON.stringify(texts) }}
          className="mt-6 flex flex-col gap-6"
        >
          {/* The summary is for a submit; as one types, each field says what is wrong beside it. */}
          {texts && summaryShown && (
            <ErrorSummary
              ref={summaryRef}
              title={texts.title}
              errors={inError.map((field) => ({ fieldId: fieldId(field), message: texts[field] }))}
            />
          )}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 font-semibold text-stone-900">{m.request_dates_type_legend()}</legend>
            {(["limited", "renewable"] as const).map((type) => (
              <label key={type} className="flex min-h-11 items-center gap-3 text-stone-800">
                <input
                  type="radio"
                  name="type"
                  value={type}
                  checked={query.type === type}
                  onChange={update("type")}
                  className="size-5 accent-emerald-800"
                />
                {type === "limited" ? m.request_dates_type_limited() : m.request_dates_type_renewable()}
              </label>
            ))}
          </fieldset>
          {query.type === "limited" ? (
            <>
              <TextField
                id={fieldId("gb")}
                name="gb"
                inputMode="decimal"
                autoComplete="off"
                label={m.request_dates_gb_label()}
                value={query.gb}
                onChange={update("gb")}
                error={errorMessage("gb")}
              />
              <TextField
                id={fieldId("validity")}
                name="validity"
                inputMode="numeric"
                autoComplete="off"
                label={m.request_dates_validity_label()}
                hint={m.request_dates_validity_hint()}
                value={query.validity}
                onChange={update("validity")}
                error={errorMessage("validity")}
              />
            </>
          ) : (
            <TextField
              id={fieldId("start")}
              name="start"
              type="date"
              label={m.request_dates_start_renewable_label()}
              // A date input shows only real dates; a wrong one from a shared link stays in the query and is flagged.
              value={isIsoDate(query.start) ? query.start : ""}
              onChange={update("start")}
              error={errorMessage("start")}
            />
          )}
          <button type="submit" className={buttonClass("primary", { className: "self-start" })}>
            {m.request_dates_submit()}
          </button>
        </form>
      </section>
      <section
        ref={resultsRef}
        tabIndex={-1}
        aria-labelledby="request-dates-results-heading"
        className={cardClass("plain", { className: "focus:outline-none" })}
      >
        <h2 id="request-dates-results-heading" className="text-2xl font-bold tracking-tight text-stone-950">
          {m.request_dates_results_heading()}
        </h2>
        <div aria-live="polite" aria-busy={resultsLoading || undefined} className="mt-6">
          {resultsArea()}
        </div>
      </section>
    </div>
  );
}
