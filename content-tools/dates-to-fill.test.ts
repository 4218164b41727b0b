// The policy dates left to fill in, on a policies.yaml written here (not the real one, which the
// team fills in from the editor).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { policyDates } from "#model/collections.ts";
import { policyDatesToFill } from "./dates-to-fill.ts";

const root = mkdtempSync(join(tmpdir(), "kgc-dates-"));
mkdirSync(join(root, "content/data"), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const fieldsToFill = (policies: string) => {
  writeFileSync(join(root, policyDates.file), policies);
  return policyDatesToFill(root).map((item) => item.field);
};

describe("policyDatesToFill", () => {
  it("lists each policy whose effective date is empty, in the policies' order, and stops listing one once it is set", () => {
    const twoSet = 'terms-of-service:\n  effective: "2024-02-29"\nprivacy-policy:\n  effective: "2024-03-01"\n';
    expect(fieldsToFill(`${twoSet}distribution-policy: {}\npartner-policy: {}\n`)).toEqual([
      "distribution-policy.effective",
      "partner-policy.effective",
    ]);
    expect(fieldsToFill(`${twoSet}distribution-policy: {}\npartner-policy:\n  effective: "2026-12-01"\n`)).toEqual([
      "distribution-policy.effective",
    ]);
  });

  it("names the file of the policy dates' collection, where the editor sets them", () => {
    fieldsToFill('terms-of-service: {}\nprivacy-policy:\n  effective: "2024-03-01"\ndistribution-policy: {}\npartner-policy: {}\n');
    expect(policyDatesToFill(root).map((item) => item.file)).toEqual([policyDates.file, policyDates.file, policyDates.file]);
  });
});
