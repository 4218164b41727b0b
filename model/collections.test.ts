// Each collection has a name of its own: the editor finds a collection by its name (its address in
// /admin), and two of one name would hide one behind the other (docs/reviews/2026-11-28-code-review.md, F12:
// the policies and their dates were both "policies").
import { describe, expect, expectTypeOf, it } from "vitest";
import { collections, figures, guides, namedOnce, type PerLocaleOfKind, policies, policyDates } from "./collections.ts";
import { type PagePath, type PolicySlug, policySlugs } from "./pages.ts";

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

describe("a policy's and a guide's collection", () => {
  it("name their files by their slugs and their pages by the site's paths, in the type check", () => {
    expectTypeOf(policies.pathOf).parameter(0).toEqualTypeOf<PolicySlug>();
    expectTypeOf(guides.pathOf).returns.toEqualTypeOf<PagePath>();
    // Must fail `npm run typecheck`: if the guard goes, the unused @ts-expect-error fails it instead.
    // @ts-expect-error: a guide's collection holds guides, which the policies are not.
    const misnamed: PerLocaleOfKind<"guide"> = { ...guides, names: policySlugs };
    expect(misnamed.names).toEqual(policySlugs);
  });
});
