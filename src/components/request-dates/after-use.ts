// What the calculator shows only once the visitor uses its form (or opens a shared link): the results,
// the error summary and the field errors, with their messages in four languages. They load on that
// first use, not with the page (DESIGN.md section 9: first-visit JavaScript).
import { m } from "../../paraglide/messages.js";

export { ErrorSummary } from "./ErrorSummary.tsx";
export { RequestDatesResults } from "./RequestDatesResults.tsx";

export const fieldErrorMessages = {
  gb: m.request_dates_gb_error,
  validity: m.request_dates_validity_error,
  start: m.request_dates_start_error,
};
