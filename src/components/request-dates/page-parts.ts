// What /request-dates needs beyond its first visit, loaded by its route before a client-side
// navigation shows it and before the server prerenders it: the rules' tables (kept from the
// prerendered HTML on a first visit) and the form's error texts (carried by the prerendered form on
// a first visit, see use-error-texts.ts).
export { errorTexts } from "./error-texts.ts";
export { RequestDatesRules } from "./RequestDatesRules.tsx";
