// The request-dates form, step by step as a visitor takes them: which fields say they are wrong,
// whether the rules can show, where a submit sends the focus. Expected values written by hand.
import { describe, expect, it } from "vitest";
import type { RequestQuery } from "../../lib/request-dates/request-query.ts";
import { type CalculatorAction, type CalculatorState, calculatorReducer, calculatorView, initialState } from "./calculator-state.ts";

const run = (...actions: CalculatorAction[]) => actions.reduce(calculatorReducer, initialState);
const type = (field: "type" | "gb" | "validity" | "start", value: string): CalculatorAction => ({ type: "changed", field, value });
const submit: CalculatorAction = { type: "submitted" };
const open = (search: string): CalculatorAction => ({ type: "opened", search });
const pause: CalculatorAction = { type: "paused" };

describe("what the form shows after each step", () => {
  it.each<[string, CalculatorAction[], { inError: string[]; complete: boolean }]>([
    ["a fresh page", [], { inError: [], complete: false }],
    ["a page opened with no query", [open("")], { inError: [], complete: false }],
    ["5 GB typed, validity not reached yet: no error", [type("gb", "5")], { inError: [], complete: false }],
    ["0 GB typed: wrong at once", [type("gb", "0")], { inError: ["gb"], complete: false }],
    ["5 GB and 45 days: the rules", [type("gb", "5"), type("validity", "45")], { inError: [], complete: true }],
    ["9,5 GB (a decimal comma) and 30 days", [type("gb", "9,5"), type("validity", "30")], { inError: [], complete: true }],
    ["2.5 days of validity", [type("gb", "5"), type("validity", "2.5")], { inError: ["validity"], complete: false }],
    ["an empty form submitted: both fields, in the form's order", [submit], { inError: ["gb", "validity"], complete: false }],
    ["only the size, submitted", [type("gb", "5"), submit], { inError: ["validity"], complete: false }],
    [
      "spaces only, submitted, count as empty",
      [type("gb", "  "), type("validity", " "), submit],
      { inError: ["gb", "validity"], complete: false },
    ],
    [
      "a renewable eSIM submitted without a date: only its date",
      [type("type", "renewable"), submit],
      { inError: ["start"], complete: false },
    ],
    ["a renewable eSIM with a date", [type("type", "renewable"), type("start", "2026-12-15")], { inError: [], complete: true }],
    ["a shared link with a wrong size and no validity", [open("?type=limited&gb=0")], { inError: ["gb", "validity"], complete: false }],
    ["a shared link with 30 February", [open("?type=renewable&start=2026-02-30")], { inError: ["start"], complete: false }],
    ["a shared link, complete", [open("?type=limited&gb=100&validity=3")], { inError: [], complete: true }],
  ])("%s", (_, actions, expected) => {
    const { inError, complete } = calculatorView(run(...actions));
    expect({ inError, complete }).toEqual(expected);
  });
});

// The results are a live region: they follow the form only once the visitor pauses or submits, so a
// screen reader speaks them once, not at each keystroke.
describe("what the results give the rules of after each step", () => {
  const limited = (gb: string, validity: string): RequestQuery => ({ type: "limited", gb, validity, start: "" });

  it.each<[string, CalculatorAction[], RequestQuery | undefined]>([
    ["a fresh page: nothing", [], undefined],
    ["5 GB and 45 days typed, no pause yet: nothing yet", [type("gb", "5"), type("validity", "4"), type("validity", "45")], undefined],
    [
      "5 GB and 45 days typed, then a pause: 5 GB for 45 days",
      [type("gb", "5"), type("validity", "4"), type("validity", "45"), pause],
      limited("5", "45"),
    ],
    [
      "then 100 GB typed, no pause yet: still 5 GB",
      [type("gb", "5"), type("validity", "45"), pause, type("gb", "1"), type("gb", "10"), type("gb", "100")],
      limited("5", "45"),
    ],
    [
      "then a pause: 100 GB",
      [type("gb", "5"), type("validity", "45"), pause, type("gb", "1"), type("gb", "10"), type("gb", "100"), pause],
      limited("100", "45"),
    ],
    ["a pause on an incomplete form: nothing", [type("gb", "5"), pause], undefined],
    [
      "a pause after the validity is cleared: nothing",
      [type("gb", "5"), type("validity", "45"), pause, type("validity", ""), pause],
      undefined,
    ],
    ["a pause on a wrong size: nothing", [type("gb", "0"), type("validity", "45"), pause], undefined],
    ["a submit, with no pause: at once", [type("gb", "5"), type("validity", "45"), submit], limited("5", "45")],
    ["a shared link, complete: at once", [open("?type=limited&gb=100&validity=3")], limited("100", "3")],
    [
      "a renewable eSIM's date, then a pause",
      [type("type", "renewable"), type("start", "2026-12-15"), pause],
      { type: "renewable", gb: "", validity: "", start: "2026-12-15" },
    ],
  ])("%s", (_, actions, expected) => {
    expect(calculatorView(run(...actions)).results).toEqual(expected);
  });

  it("a pause with nothing new changes nothing (the same state: no render)", () => {
    const settled = run(type("gb", "5"), pause);
    expect(calculatorReducer(settled, pause)).toBe(settled);
  });
});

describe("where a submit sends the focus", () => {
  const focus = (state: CalculatorState) => [state.focusSummary, state.focusResults];

  it.each<[string, CalculatorAction[], number[]]>([
    ["nowhere before a submit", [type("gb", "0")], [0, 0]],
    ["a submit with errors: to the summary", [submit], [1, 0]],
    ["each submit with errors asks again, even with the summary already shown", [submit, submit], [2, 0]],
    ["a complete submit: to the results", [type("gb", "5"), type("validity", "45"), submit], [0, 1]],
    ["put right after a failed submit: to the results", [submit, type("gb", "5"), type("validity", "45"), submit], [1, 1]],
    ["a shared link asks for nothing", [open("?type=limited&gb=0")], [0, 0]],
    ["typing after a failed submit asks for nothing more", [submit, type("gb", "0"), type("gb", "")], [1, 0]],
  ])("%s", (_, actions, expected) => {
    expect(focus(run(...actions))).toEqual(expected);
  });
});

describe("the address follows the form only once the visitor has changed it", () => {
  it.each<[string, CalculatorAction[], boolean]>([
    ["a fresh page", [], false],
    ["a shared link, opened", [open("?type=limited&gb=5&validity=45")], false],
    ["a submit alone", [submit], false],
    ["a keystroke", [type("gb", "5")], true],
    ["the type chosen", [type("type", "renewable")], true],
  ])("%s", (_, actions, edited) => {
    expect(run(...actions).edited).toBe(edited);
  });
});

it("a shared link's query fills the form and counts as submitted (its empty fields are errors)", () => {
  const state = run(open("?type=renewable&start=2026-12-15&gb=9"));
  expect(state.query).toEqual({ type: "renewable", gb: "9", validity: "", start: "2026-12-15" });
  expect(state.submitted).toBe(true);
});

it("the reducer is pure: the state it was given stays as it was", () => {
  const before = run(type("gb", "5"));
  const copy = structuredClone(before);
  calculatorReducer(before, type("gb", "50"));
  calculatorReducer(before, submit);
  expect(before).toEqual(copy);
});
