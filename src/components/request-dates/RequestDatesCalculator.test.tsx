// @vitest-environment happy-dom
// The request-dates form as a visitor sees it, in English and in Arabic: a valid package gives its
// subscription period; a wrong one is flagged beside its field at once; a submit with errors moves
// to the summary; the results, a live region, change once the visitor pauses or submits, not at
// each keystroke. Expected text from messages/<locale>.json and dates written out by hand.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../test-support/messages.ts";
import { errorTexts } from "./error-texts.ts";
import { RequestDatesCalculator } from "./RequestDatesCalculator.tsx";

const ar = messages("ar");
const en = messages("en");

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  window.history.replaceState(null, "", "/");
});

const cases = [
  {
    locale: "en" as const,
    path: "/request-dates",
    text: en,
    sevenDays: "Subscription period: 7 days",
    threeDays: "Subscription period: 3 days",
  },
  { locale: "ar" as const, path: "/ar/request-dates", text: ar, sevenDays: "مدة الاشتراك: 7 أيام", threeDays: "مدة الاشتراك: 3 أيام" },
];

describe.each(cases)("in $locale", ({ locale, path, text, sevenDays, threeDays }) => {
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
    // The results' code is on its way: the area says it is busy, and stops saying so once they show
    // (after the typing pause).
    const live = results().querySelector("[aria-live]");
    expect(live?.getAttribute("aria-busy")).toBe("true");
    await within(results()).findByText(sevenDays, undefined, { timeout: 3000 });
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
    // What the build wrote into the page: the form as the prerender renders it, with its texts in the
    // page's language; kept without its content, which the calculator renders anew.
    const prerender = render(<RequestDatesCalculator errorTexts={errorTexts(locale)} />);
    const prerendered = prerender.container.querySelector("form")?.cloneNode();
    if (!(prerendered instanceof HTMLFormElement)) throw new Error("no form");
    cleanup();
    document.body.append(prerendered);
    const { request_dates_gb_error: gb, request_dates_validity_error: validity } = text;
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
  describe("what a screen reader hears: the live region changes once the typing stops, or at once on a submit", () => {
    /** The live region's successive contents from now on, each by its first paragraph (what is spoken first). */
    const listen = () => {
      const live = results().querySelector("[aria-live]");
      const heard: (string | null | undefined)[] = [];
      if (!live) throw new Error("no live region");
      new MutationObserver(() => {
        const first = live.querySelector("p")?.textContent;
        if (first !== heard.at(-1)) heard.push(first);
      }).observe(live, { subtree: true, childList: true, characterData: true });
      return heard;
    };
    /** Lets `ms` pass, running the timers and the promises (the results' code arriving) due meanwhile. */
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    /** Types `values` into the field one after the other, 150 ms apart, as keystrokes. */
    const typeEach = async (label: string, values: string[]) => {
      for (const [index, value] of values.entries()) {
        if (index > 0) await wait(150);
        type(label, value);
      }
    };

    it("typing “45” is heard once, after the pause, and so is each later change", async () => {
      vi.useFakeTimers();
      open();
      type(text.request_dates_gb_label, "5");
      await wait(1000); // the results' code has arrived; the form is not complete yet
      const heard = listen();
      await typeEach(text.request_dates_validity_label, ["4", "45"]);
      await wait(650);
      expect(heard).toEqual([]);
      await wait(50); // 700 ms since the last keystroke
      expect(heard).toEqual([sevenDays]);
      // 100 GB for 3 days, typed key by key (1, 10, 100 GB; the validity cleared, then 3): heard once.
      await typeEach(text.request_dates_gb_label, ["1", "10", "100"]);
      await typeEach(text.request_dates_validity_label, ["", "3"]);
      await wait(650);
      expect(heard).toEqual([sevenDays]);
      await wait(50);
      expect(heard).toEqual([sevenDays, threeDays]);
    });

    it("a submit with no pause: heard at once, and the focus moves to the results", async () => {
      vi.useFakeTimers();
      open();
      type(text.request_dates_gb_label, "5");
      await wait(1000);
      const heard = listen();
      type(text.request_dates_validity_label, "4");
      type(text.request_dates_validity_label, "45");
      fireEvent.click(screen.getByRole("button", { name: text.request_dates_submit }));
      await wait(0);
      expect(heard).toEqual([sevenDays]);
      expect(document.activeElement).toBe(results());
      await wait(1000);
      expect(heard).toEqual([sevenDays]);
    });
  });
});
