// @vitest-environment jsdom
// The request-dates form's error summary, as GOV.UK's: a titled region the form focuses through
// its ref, one link per error in the form's order, each moving to its field.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { ErrorSummary } from "./ErrorSummary.tsx";

afterEach(cleanup);

const errors = [
  { fieldId: "gb", message: "Enter the data in GB, a whole number from 1 to 100" },
  { fieldId: "start", message: "Enter a real date" },
];

it("is a region titled “There is a problem”, which the form can focus", () => {
  const ref = createRef<HTMLElement>();
  render(<ErrorSummary errors={errors} ref={ref} />);
  const summary = screen.getByRole("region", { name: "There is a problem" });
  expect(ref.current).toBe(summary);
  ref.current?.focus();
  expect(document.activeElement).toBe(summary);
});

it("lists each error as a link to its field, in the form's order", () => {
  render(<ErrorSummary errors={errors} />);
  const links = screen.getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["Enter the data in GB, a whole number from 1 to 100", "#gb"],
    ["Enter a real date", "#start"],
  ]);
});

it("moves the focus to the field when a link is followed", () => {
  render(
    <>
      <ErrorSummary errors={errors} />
      <div>
        <label htmlFor="start">Start</label>
        <input id="start" />
      </div>
    </>,
  );
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  fireEvent.click(screen.getByRole("link", { name: "Enter a real date" }));
  expect(document.activeElement).toBe(screen.getByLabelText("Start"));
  expect(scrolled).toHaveBeenCalledTimes(1);
});
