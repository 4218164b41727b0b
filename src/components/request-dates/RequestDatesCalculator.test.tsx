// @vitest-environment jsdom
// The request-dates form as a visitor sees it, in English and in Arabic: a valid package gives its
// subscription period; a wrong one is flagged beside its field at once; a submit with errors moves
// to the summary. Expected text from messages/<locale>.json and dates written out by hand.
import { readFileSync } from "node:fs";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { m } from "../../paraglide/messages.js";
import { errorTexts } from "./error-texts.ts";
import { RequestDatesCalculator } from "./RequestDatesCalculator.tsx";

/** The texts as messages/<locale>.json has them: what a visitor reads (vitest runs from the repository). */
const messages = (locale: string): Record<keyof typeof m, string> => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
const ar = messages("ar");
const en = messages("en");

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

const cases = [
  { locale: "en" as const, path: "/request-dates", text: en, sevenDays: "Subscription period: 7 days" },
  { locale: "ar" as const, path: "/ar/request-dates", text: ar, sevenDays: "مدة الاشتراك: 7 أيام" },
];

describe.each(cases)("in $locale", ({ locale, path, text, sevenDays }) => {
  /** Opens the page at `path` (its locale is its URL prefix) with `query`, its parts loaded as after a navigation. */
  const open = (query = "") => {
    window.history.replaceState(null, "", `${path}${query}`);
    render(<RequestDatesCalculator errorTexts={errorTexts(locale)} />);
  };
  const results = () => screen.getByRole("region", { name: text.request_dates_results_heading });
  // An `input` event, as typing sends: Preact (the built site) hears only that one for onChange.
  const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

  it("5 GB for 45 days gives a 7-day subscription period, and the address carries the form", async () => {
    open();
    expect(results().textContent).toContain(text.request_dates_results_empty);
    type(text.request_dates_gb_label, "5");
    type(text.request_dates_validity_label, "45");
    // The results' code is on its way: the area says it is busy, and stops saying so once they show.
    const live = results().querySelector("[aria-live]");
    expect(live?.getAttribute("aria-busy")).toBe("true");
    await within(results()).findByText(sevenDays);
    expect(live?.hasAttribute("aria-busy")).toBe(false);
    expect(results().textContent).toContain(text.request_dates_result_limited_silent);
    expect(screen.queryByRole("region", { name: text.request_dates_errors_title })).toBeNull();
    expect(window.location.pathname + window.location.search).toBe(`${path}?type=limited&gb=5&validity=45`);
  });

  it("a complete submit moves the focus to the results", async () => {
    open("?type=limited&gb=5&validity=45");
    await within(results()).findByText(sevenDays);
    fireEvent.click(screen.getByRole("button", { name: text.request_dates_submit }));
    expect(document.activeElement).toBe(results());
  });

  it("says at once that 0 GB is wrong, beside the field with a hidden “Error:”, and no summary before a submit", () => {
    open();
    type(text.request_dates_gb_label, "0");
    const field = screen.getByLabelText(text.request_dates_gb_label);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe(`${text.field_error_prefix} ${text.request_dates_gb_error}`);
    expect(message?.querySelector(".sr-only")?.textContent).toBe(text.field_error_prefix);
    // The validity field, not reached yet, says nothing.
    expect(screen.getByLabelText(text.request_dates_validity_label).hasAttribute("aria-invalid")).toBe(false);
    expect(screen.queryByRole("region", { name: text.request_dates_errors_title })).toBeNull();
  });

  it("a submit with errors shows the summary above the form, focused, its links in the form's order", () => {
    open();
    type(text.request_dates_gb_label, "0");
    fireEvent.click(screen.getByRole("button", { name: text.request_dates_submit }));
    const summary = screen.getByRole("region", { name: text.request_dates_errors_title });
    expect(document.activeElement).toBe(summary);
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([text.request_dates_gb_error, text.request_dates_validity_error]);
    // Each link's target is its field.
    const targets = links.map((link) => document.getElementById((link.getAttribute("href") ?? "").slice(1)));
    expect(targets).toEqual([screen.getByLabelText(text.request_dates_gb_label), screen.getByLabelText(text.request_dates_validity_label)]);
    // GOV.UK puts the summary at the top of the form, before its first field.
    const form = summary.closest("form");
    expect(form?.firstElementChild).toBe(summary);
    // Put right, the summary goes and the rules come.
    type(text.request_dates_gb_label, "5");
    type(text.request_dates_validity_label, "45");
    expect(screen.queryByRole("region", { name: text.request_dates_errors_title })).toBeNull();
  });

  it("while the summary shows, the page's title starts with “Error:” in the page's language, and comes back after", () => {
    document.title = "Request dates";
    open();
    type(text.request_dates_gb_label, "0");
    expect(document.title).toBe("Request dates");
    fireEvent.click(screen.getByRole("button", { name: text.request_dates_submit }));
    expect(document.title).toBe(`${locale === "ar" ? "خطأ:" : "Error:"} Request dates`);
    type(text.request_dates_gb_label, "5");
    type(text.request_dates_validity_label, "45");
    expect(document.title).toBe("Request dates");
  });

  it("a shared link with 30 February flags its date", () => {
    open("?type=renewable&start=2026-02-30");
    const field = screen.getByLabelText(text.request_dates_start_renewable_label);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(`${text.field_error_prefix} ${text.request_dates_start_error}`);
  });

  it("on a first visit, takes its error texts from the prerendered form: a submit says what is wrong with nothing more downloaded", () => {
    window.history.replaceState(null, "", path);
    // What the build wrote into the page: the form's texts in the page's language.
    const prerendered = document.createElement("form");
    const { request_dates_errors_title: title, request_dates_gb_error: gb, request_dates_validity_error: validity } = text;
    prerendered.setAttribute("data-error-texts", JSON.stringify({ title, gb, validity, start: text.request_dates_start_error }));
    document.body.append(prerendered);
    render(<RequestDatesCalculator />);
    prerendered.remove();
    fireEvent.click(screen.getByRole("button", { name: text.request_dates_submit }));
    const summary = screen.getByRole("region", { name: text.request_dates_errors_title });
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([gb, validity]);
    expect(screen.getByLabelText(text.request_dates_gb_label).getAttribute("aria-invalid")).toBe("true");
  });
});
