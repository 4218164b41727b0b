import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { checkQuery, fieldsOf, isIsoDate, type RequestQuery, readQuery, writeQuery } from "../../lib/request-dates/request-query.ts";
import { m } from "../../paraglide/messages.js";
import { buttonClass } from "../ui/button.ts";
import { cardClass } from "../ui/card.ts";
import { TextField } from "../ui/text-field.tsx";
import type { FieldError } from "./ErrorSummary.tsx";

type AfterUse = typeof import("./after-use.ts");

const emptyQuery: RequestQuery = { type: "limited", gb: "", validity: "", start: "" };

/**
 * The form and its live results. It is a real GET form, so its fields are the page's URL query; the
 * prerendered page cannot read that query, so it starts empty and, once running in the browser,
 * takes a shared link's query, computes as the visitor types and keeps the address in step.
 */
export function RequestDatesCalculator() {
  const [query, setQuery] = useState(emptyQuery);
  // Errors show for what the visitor has typed or submitted, never for a field not reached yet.
  const [submitted, setSubmitted] = useState(false);
  const edited = useRef(false);
  const resultsRef = useRef<HTMLElement>(null);
  // Counts the submits that found errors: each one moves the focus to the summary, once it is shown
  // (it may still be loading after the first one), and only then: not when it reappears as one types.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summary = useRef<HTMLElement | null>(null);
  const summaryFocusPending = useRef(false);
  const summaryRef = useCallback((element: HTMLElement | null) => {
    summary.current = element;
    if (element && summaryFocusPending.current) {
      summaryFocusPending.current = false;
      element.focus();
    }
  }, []);
  // Results and errors load on the first focus, keystroke or submit in the form, seconds before three
  // fields can be filled in; a shared link loads them at once.
  const [afterUse, setAfterUse] = useState<AfterUse>();
  const loading = useRef(false);
  const loadAfterUse = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import("./after-use.ts").then(setAfterUse, () => {
      // Offline or a failed request: the next focus, keystroke or submit tries again.
      loading.current = false;
    });
  }, []);
  const idBase = useId();
  const fieldId = (field: "gb" | "validity" | "start") => `${idBase}-${field}`;

  useEffect(() => {
    const shared = readQuery(window.location.search);
    setQuery(shared);
    if (window.location.search) {
      setSubmitted(true);
      loadAfterUse();
    }
  }, [loadAfterUse]);

  useEffect(() => {
    if (!edited.current) return;
    const { pathname, hash } = window.location;
    // Replace, not push: Back leaves the page instead of stepping through every keystroke.
    window.history.replaceState(window.history.state, "", `${pathname}${writeQuery(query)}${hash}`);
  }, [query]);

  const update = (field: keyof RequestQuery) => (event: { currentTarget: { value: string } }) => {
    edited.current = true;
    loadAfterUse();
    const value = event.currentTarget.value;
    setQuery((current) => ({ ...current, [field]: value }));
  };

  const { errors, complete } = checkQuery(query);
  const show = (field: "gb" | "validity" | "start") => errors[field] || (submitted && !query[field].trim());

  const errorMessage = (field: "gb" | "validity" | "start") => (show(field) ? afterUse?.fieldErrorMessages[field]() : undefined);
  const fields = fieldsOf(query.type);
  const fieldErrors: FieldError[] = [];
  if (submitted)
    for (const field of fields) {
      const message = errorMessage(field);
      if (message) fieldErrors.push({ fieldId: fieldId(field), message });
    }

  useEffect(() => {
    if (!failedSubmits) return;
    summaryFocusPending.current = true;
    summaryRef(summary.current);
  }, [failedSubmits, summaryRef]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    loadAfterUse();
    setSubmitted(true);
    if (complete) resultsRef.current?.focus();
    else setFailedSubmits((count) => count + 1);
  };

  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <section aria-labelledby="request-dates-form-heading" className={cardClass()}>
        <h2 id="request-dates-form-heading" className="text-2xl font-bold tracking-tight text-stone-950">
          {m.request_dates_form_heading()}
        </h2>
        <form method="get" noValidate onSubmit={onSubmit} onFocus={loadAfterUse} className="mt-6 flex flex-col gap-6">
          {afterUse && fieldErrors.length > 0 && <afterUse.ErrorSummary ref={summaryRef} errors={fieldErrors} />}
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
        <div aria-live="polite" className="mt-6">
          {complete ? (
            afterUse && <afterUse.RequestDatesResults query={query} />
          ) : (
            <p className="text-stone-700">{m.request_dates_results_empty()}</p>
          )}
        </div>
      </section>
    </div>
  );
}
