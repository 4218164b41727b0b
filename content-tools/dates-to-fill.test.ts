import { describe, expect, it } from "vitest";
import { policyDatesToFill } from "./dates-to-fill.ts";
import { withContentCopy } from "./test-support/content-copy.ts";

describe("policyDatesToFill", () => {
  it("lists each policy whose effective date is empty, and stops listing one once it is set", () => {
    withContentCopy((root, change) => {
      expect(policyDatesToFill(root).map((item) => item.field)).toEqual(["distribution-policy.effective", "partner-policy.effective"]);
      change("content/data/policies.yaml", "partner-policy: {}", 'partner-policy:\n  effective: "2026-12-01"');
      expect(policyDatesToFill(root).map((item) => item.field)).toEqual(["distribution-policy.effective"]);
    });
  });
});
