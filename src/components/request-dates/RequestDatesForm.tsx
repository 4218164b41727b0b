import type { FormEvent, Ref } from "react";
import { isIsoDate, type RequestQuery } from "../../lib/request-dates/request-query.ts";
import { m } from "../../paraglide/messages.js";
import { buttonClass } from "../ui/button.ts";
import { cardClass } from "../ui/card.ts";
import { TextField } from "../ui/text-field.tsx";
import type { Field } from "./calculator-state.ts";
import { ErrorSummary } from "./ErrorSummary.tsx";
import type { ErrorTexts } from "./error-texts.ts";
import { errorTextsAttributes } from "./use-error-texts.ts";

type RequestDatesFormProps = {
  query: RequestQuery;
  /** The fields in error, in the form's order. */
  inError: Field[];
  /** The error texts in the page's language (see use-error-texts.ts), carried in the prerendered form. */
  texts: ErrorTexts | undefined;
  /** The error texts again when a submit found errors: the summary then shows, and `summaryRef` takes the focus. */
  summary: ErrorTexts | undefined;
  summaryRef: Ref<HTMLElement>;
  onChange: (field: keyof RequestQuery, value: string) => void;
  onSubmit: () => void;
  /** The first use of the form: the results' code starts loading. */
  onFocus: () => void;
};

// Written ids, not `useId` (see biome.json): the page has one calculator.
const fieldId = (field: Field) => `request-dates-${field}`;

/**
 * The request-dates form: the type of eSIM, then the fields that type asks for, each saying beside
 * it what is wrong. A real GET form, so it works without JavaScript (the page then shows the rules
 * as tables); with JavaScript, the calculator keeps its state.
 */
export function RequestDatesForm({ query, inError, texts, summary, summaryRef, onChange, onSubmit, onFocus }: RequestDatesFormProps) {
  const update = (field: keyof RequestQuery) => (event: { currentTarget: { value: string } }) => onChange(field, event.currentTarget.value);
  const errorMessage = (field: Field) => (inError.includes(field) ? texts?.[field] : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section aria-labelledby="request-dates-form-heading" className={cardClass()}>
      <h2 id="request-dates-form-heading" className="text-2xl font-bold tracking-tight text-stone-950">
        {m.request_dates_form_heading()}
      </h2>
      <form
        method="get"
        noValidate
        onSubmit={submit}
        onFocus={onFocus}
        {...errorTextsAttributes(texts)}
        className="mt-6 flex flex-col gap-6"
      >
        {/* The summary is for a submit; as one types, each field says what is wrong beside it. */}
        {summary && (
          <ErrorSummary
            ref={summaryRef}
            title={summary.title}
            errors={inError.map((field) => ({ fieldId: fieldId(field), message: summary[field] }))}
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
  );
}
