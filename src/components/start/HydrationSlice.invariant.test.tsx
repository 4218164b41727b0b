// @vitest-environment happy-dom
// A hydration slice holds exactly one element (decision 196): on Preact, a slice that waits takes the
// next DOM node as its own, so anything else would take a node of what follows it. The rule is
// checked on both renderers (this file runs in both Vitest projects), so the mistake shows in a unit
// test and in `npm run dev`, not only in the built site.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { HydrationSlice } from "./HydrationSlice.tsx";

beforeEach(() => {
  // The renderer reports the error it rethrows; the test only needs the throw.
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it("renders its one element as it is", () => {
  render(
    <HydrationSlice>
      <p>Notice</p>
    </HydrationSlice>,
  );
  expect(screen.getByText("Notice").tagName).toBe("P");
});

const notOneElement = {
  "a fragment": (
    <>
      <p>One</p>
      <p>Two</p>
    </>
  ),
  "a list": [<p key="one">One</p>, <p key="two">Two</p>],
  text: "Notice",
  "a condition that rendered nothing": false,
  nothing: null,
};

for (const [what, children] of Object.entries(notOneElement)) {
  it(`refuses ${what}, saying it holds exactly one element`, () => {
    expect(() => render(<HydrationSlice>{children}</HydrationSlice>)).toThrow("A HydrationSlice holds exactly one element");
  });
}
