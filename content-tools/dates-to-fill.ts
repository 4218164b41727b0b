// The policy dates the team has yet to fill in. The specification gives the Distribution and
// Partner policies no effective date, and the Partner Policy promises dated updates (its section
// 11): the field is optional, so the site shows no date rather than an invented one, and
// `npm run i18n:status` lists it here until someone sets it in the editor (Policy dates).
import { policyDates } from "#model/collections.ts";
import { policySlugs } from "#model/pages.ts";
import { readData } from "./content-file.ts";

/** A field left empty that the team should fill in. */
export type FieldToFill = { file: string; field: string; why: string };

/** The policies whose effective date is empty, in the order of the policies. */
export function policyDatesToFill(root: string): FieldToFill[] {
  const dates = readData(root, policyDates);
  return policySlugs
    .filter((slug) => !dates[slug]?.effective)
    .map((slug) => ({
      file: policyDates.file,
      field: `${slug}.effective`,
      why: "no effective date is shown on the policy until it is set (editor: Policy dates)",
    }));
}
