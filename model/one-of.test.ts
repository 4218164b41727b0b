import { describe, expect, expectTypeOf, it } from "vitest";
import { isOneOf } from "./one-of.ts";

describe("isOneOf", () => {
  const isFruit = isOneOf(["apple", "pear"] as const);

  it.each([
    ["apple", true],
    ["pear", true],
    ["Apple", false],
    ["", false],
    [undefined, false],
    [3, false],
  ])("%o is one of apple, pear: %s", (value, expected) => {
    expect(isFruit(value)).toBe(expected);
  });

  it("narrows the value to the list's members", () => {
    const value: unknown = "pear";
    if (isFruit(value)) expectTypeOf(value).toEqualTypeOf<"apple" | "pear">();
  });
});
