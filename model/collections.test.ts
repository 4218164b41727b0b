// Each collection has a name of its own: the editor finds a collection by its name (its address in
// /admin), and two of one name would hide one behind the other (docs/reviews/2026-11-28-code-review.md, F12:
// the policies and their dates were both "policies").
import { describe, expect, it } from "vitest";
import { collections, figures, namedOnce, policies, policyDates } from "./collections.ts";

describe("the collections' names", () => {
  it("are each the site's collection's own, once", () => {
    expect(collections.map((collection) => collection.name)).toEqual([
      "page-home",
      "page-about",
      "page-contact",
      "page-donate",
      "page-upload",
      "page-travel",
      "page-policies",
      "page-request-dates",
      "page-help",
      "page-installer",
      "policies",
      "help",
      "figures",
      "travel-plans",
      "policy-dates",
      "notice",
    ]);
  });

  it("keep the policies and their dates apart", () => {
    expect([policies.name, policyDates.name]).toEqual(["policies", "policy-dates"]);
  });

  it("refuse a list where two collections share a name, naming it", () => {
    expect(() => namedOnce([...collections, { ...figures, file: "content/data/more-figures.yaml" }])).toThrow(
      'two collections are named "figures" (model/collections.ts): give each its own name',
    );
    expect(namedOnce([figures, policyDates])).toEqual([figures, policyDates]);
  });
});
