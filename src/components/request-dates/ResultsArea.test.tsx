// @vitest-environment happy-dom
// The results card in each state of its code: the empty state whatever the code, nothing while the
// code is first on its way (the area busy), the rules once it is there, and after a failure the
// message with "Try again", kept while it is tried again so that the live region does not repeat
// it. English text as messages/en.json has it.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import type { RequestQuery } from "../../lib/request-dates/request-query.ts";
import type { LazyModule } from "../../lib/ui/use-lazy-module.ts";
import { messages } from "../../test-support/messages.ts";
import { ResultsArea } from "./ResultsArea.tsx";

const en = messages("en");

afterEach(cleanup);

type Code = LazyModule<typeof import("./RequestDatesResults.tsx")>;
const loaded: Code = {
  status: "loaded",
  module: { RequestDatesResults: ({ query }: { query: RequestQuery }) => <p>{`the rules for ${query.gb} GB`}</p> },
};
const query: RequestQuery = { type: "limited", gb: "5", validity: "45", start: "" };

it.each<[string, RequestQuery | undefined, Code, { text: string; retry: boolean; busy: string | null }]>([
  [
    "an incomplete form, code not asked for",
    undefined,
    { status: "idle" },
    { text: en.request_dates_results_empty, retry: false, busy: null },
  ],
  [
    "an incomplete form, code on its way",
    undefined,
    { status: "loading", retrying: false },
    { text: en.request_dates_results_empty, retry: false, busy: "true" },
  ],
  ["an incomplete form, code failed", undefined, { status: "failed" }, { text: en.request_dates_results_empty, retry: false, busy: null }],
  ["complete, code on its way", query, { status: "loading", retrying: false }, { text: "", retry: false, busy: "true" }],
  ["complete, code there", query, loaded, { text: "the rules for 5 GB", retry: false, busy: null }],
  [
    "complete, code failed",
    query,
    { status: "failed" },
    { text: en.request_dates_results_failed + en.page_code_failed_retry, retry: true, busy: null },
  ],
  [
    "complete, code failed and tried again: the message stays",
    query,
    { status: "loading", retrying: true },
    { text: en.request_dates_results_failed + en.page_code_failed_retry, retry: true, busy: "true" },
  ],
])("%s", (_, query, code, expected) => {
  render(<ResultsArea ref={null} query={query} code={code} retry={() => {}} />);
  const live = screen.getByRole("region", { name: en.request_dates_results_heading }).querySelector("[aria-live=polite]");
  expect({
    text: live?.textContent,
    retry: screen.queryByRole("button", { name: en.page_code_failed_retry }) !== null,
    busy: live?.getAttribute("aria-busy") ?? null,
  }).toEqual(expected);
});

it("“Try again” asks for the code again", () => {
  const retry = vi.fn();
  render(<ResultsArea ref={null} query={query} code={{ status: "failed" }} retry={retry} />);
  fireEvent.click(screen.getByRole("button", { name: en.page_code_failed_retry }));
  expect(retry).toHaveBeenCalledTimes(1);
});
