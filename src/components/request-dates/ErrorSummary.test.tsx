// @vitest-environment happy-dom
// The request-dates form's error summary, as GOV.UK's: a region titled by its heading, the title
// before the list, one link per error in the form's order, each moving to its field; the form
// focuses it through its ref. English and Arabic text as messages/<locale>.json has them.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../test-support/messages.ts";
import { ErrorSummary } from "./ErrorSummary.tsx";

const ar = messages("ar");
const en = messages("en");

afterEach(cleanup);

describe.each([
  ["en", en],
  ["ar", ar],
])("in %s", (_, text) => {
  const errors = [
    { fieldId: "gb", message: text.request_dates_gb_error },
    { fieldId: "start", message: text.request_dates_start_error },
  ];

  it("is a region named by its title, which the form can focus", () => {
    const ref = createRef<HTMLElement>();
    render(<ErrorSummary title={text.request_dates_errors_title} errors={errors} ref={ref} />);
    const summary = screen.getByRole("region", { name: text.request_dates_errors_title });
    expect(ref.current).toBe(summary);
    ref.current?.focus();
    expect(document.activeElement).toBe(summary);
  });

  it("has its title first, then each error as a link to its field, in the form's order", () => {
    render(<ErrorSummary title={text.request_dates_errors_title} errors={errors} />);
    const summary = screen.getByRole("region", { name: text.request_dates_errors_title });
    expect(summary.firstElementChild).toBe(screen.getByRole("heading", { name: text.request_dates_errors_title }));
    const links = within(screen.getByRole("list")).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [text.request_dates_gb_error, "#gb"],
      [text.request_dates_start_error, "#start"],
    ]);
  });
});

it("moves the focus to the field when a link is followed, and scrolls its label into view", () => {
  render(
    <>
      <ErrorSummary title={en.request_dates_errors_title} errors={[{ fieldId: "start", message: en.request_dates_start_error }]} />
      <div>
        <label htmlFor="start">Start</label>
        <input id="start" />
      </div>
    </>,
  );
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  fireEvent.click(screen.getByRole("link", { name: en.request_dates_start_error }));
  expect(document.activeElement).toBe(screen.getByLabelText("Start"));
  expect(scrolled).toHaveBeenCalledTimes(1);
});
