// The request-dates form's state and what it shows, apart from React: one pure reducer, so every
// step a visitor can take (open a shared link, type, submit) is a row of a table test.
import { checkQuery, fieldsOf, type RequestQuery, readQuery } from "../../lib/request-dates/request-query.ts";

export type Field = "gb" | "validity" | "start";

export type CalculatorState = {
  query: RequestQuery;
  /** After a submit or a shared link: an empty field is then an error too, not only a wrong one. */
  submitted: boolean;
  /** Whether the visitor has changed the form: only then does the address follow it. */
  edited: boolean;
  /** Each submit asks for the focus on the error summary (errors) or on the results (none); a count, so each asks anew. */
  focusSummary: number;
  focusResults: number;
};

export type CalculatorAction =
  | { type: "opened"; search: string }
  | { type: "changed"; field: keyof RequestQuery; value: string }
  | { type: "submitted" };

export const initialState: CalculatorState = {
  query: { type: "limited", gb: "", validity: "", start: "" },
  submitted: false,
  edited: false,
  focusSummary: 0,
  focusResults: 0,
};

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    // The prerendered page cannot read its query: once running, it takes a shared link's.
    case "opened":
      return { ...state, query: readQuery(action.search), submitted: state.submitted || action.search !== "" };
    case "changed":
      return { ...state, query: { ...state.query, [action.field]: action.value }, edited: true };
    case "submitted":
      return checkQuery(state.query).complete
        ? { ...state, submitted: true, focusResults: state.focusResults + 1 }
        : { ...state, submitted: true, focusSummary: state.focusSummary + 1 };
  }
}

/**
 * What the form shows: the fields its type asks for, those in error in the form's order (a wrong
 * value at once, an empty one only after a submit), and whether the rules can be shown.
 */
export function calculatorView(state: CalculatorState) {
  const { errors, complete } = checkQuery(state.query);
  const fields = fieldsOf(state.query.type);
  const inError = fields.filter((field: Field) => errors[field] || (state.submitted && !state.query[field].trim()));
  return { fields, inError, complete };
}
