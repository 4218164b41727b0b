// The request-dates form's state and what it shows, apart from React: one pure reducer, so every
// step a visitor can take (open a shared link, type, pause, submit) is a row of a table test.
import { checkQuery, fieldsOf, type RequestQuery, readQuery } from "../../lib/request-dates/request-query.ts";

export type Field = "gb" | "validity" | "start";

export type CalculatorState = {
  query: RequestQuery;
  /**
   * The query the results show: the form's once the visitor pauses, submits or opens a shared link.
   * The results are a live region, and a screen reader speaks each change of it: following every
   * keystroke, typing "45" would read the results for 4 days, then again for 45 (GOV.UK's character
   * count likewise speaks only once the typing stops).
   */
  settled: RequestQuery;
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
  | { type: "paused" }
  | { type: "submitted" };

/** How long the visitor stops typing before the results follow the form. */
export const typingPause = 700;

const emptyQuery: RequestQuery = { type: "limited", gb: "", validity: "", start: "" };

export const initialState: CalculatorState = {
  query: emptyQuery,
  settled: emptyQuery,
  submitted: false,
  edited: false,
  focusSummary: 0,
  focusResults: 0,
};

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    // The prerendered page cannot read its query: once running, it takes a shared link's.
    case "opened": {
      const query = readQuery(action.search);
      return { ...state, query, settled: query, submitted: state.submitted || action.search !== "" };
    }
    case "changed":
      return { ...state, query: { ...state.query, [action.field]: action.value }, edited: true };
    case "paused":
      return state.settled === state.query ? state : { ...state, settled: state.query };
    case "submitted": {
      const submitted = { ...state, settled: state.query, submitted: true };
      return checkQuery(state.query).complete
        ? { ...submitted, focusResults: state.focusResults + 1 }
        : { ...submitted, focusSummary: state.focusSummary + 1 };
    }
  }
}

/**
 * What the form shows: the fields its type asks for, those in error in the form's order (a wrong
 * value at once, an empty one only after a submit), whether the form is complete, and the query
 * the results area gives the rules of (the settled one, when complete).
 */
export function calculatorView(state: CalculatorState) {
  const { errors, complete } = checkQuery(state.query);
  const fields = fieldsOf(state.query.type);
  const inError = fields.filter((field: Field) => errors[field] || (state.submitted && !state.query[field].trim()));
  const results = checkQuery(state.settled).complete ? state.settled : undefined;
  return { fields, inError, complete, results };
}
