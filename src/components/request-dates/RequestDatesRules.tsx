// The rules behind the dates, as plain tables: what the page shows without JavaScript, and a
// reference beside the results with it. Rendered inside a PrerenderedText, so a first visit never
// downloads this text as JavaScript.

import type { ReactNode } from "react";
import { linkClass } from "#model/long-text-classes.ts";
import { config } from "../../config/index.ts";
import { m } from "../../paraglide/messages.js";
import { ExternalLink } from "../ExternalLink.tsx";
import { SiteLink } from "../SiteLink.tsx";

const cellClass = "border-t border-stone-200 px-4 py-3 text-start align-top";

function RulesTable({ id, heading, head, rows }: { id: string; heading: string; head: string[]; rows: string[][] }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 id={id} className="text-xl font-semibold text-stone-950">
        {heading}
      </h3>
      {/* A table wider than a small phone scrolls in its own box, which keyboard users reach with Tab (WCAG 2.1.1). */}
      <section
        aria-labelledby={id}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll without a mouse.
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        <table aria-labelledby={id} className="w-full border-collapse text-stone-800">
          <thead className="bg-stone-50 text-sm text-stone-700">
            <tr>
              {head.map((label) => (
                <th key={label} scope="col" className="px-4 py-3 text-start font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([first, ...rest]) => (
              <tr key={first}>
                <th scope="row" className={`${cellClass} font-semibold text-stone-950`}>
                  {first}
                </th>
                {rest.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row; two may hold the same text.
                  <td key={index} className={cellClass}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="max-w-3xl text-stone-700">{children}</p>;
}

/** Who decides, and the policy's periods for both kinds of eSIM. */
export function RequestDatesRules() {
  const days = [m.request_dates_days_7(), m.request_dates_days_15(), m.request_dates_days_30()];
  return (
    <div className="flex flex-col gap-12">
      <div className="flex max-w-3xl flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-6 text-stone-800">
        <p>{m.request_dates_decides()}</p>
        <ul className="flex flex-col gap-2">
          <li>
            <ExternalLink href={config.requestSiteUrl} className={linkClass}>
              {m.request_dates_request_site_link()}
            </ExternalLink>
          </li>
          <li>
            <SiteLink to="/distribution-policy" hash="limited-esims" className={linkClass}>
              {m.request_dates_policy_link()}
            </SiteLink>
          </li>
        </ul>
      </div>
      <section aria-labelledby="request-dates-rules-heading" className="flex flex-col gap-8">
        <div className="flex flex-col gap-4">
          <h2 id="request-dates-rules-heading" className="text-2xl font-bold tracking-tight text-stone-950 sm:text-3xl">
            {m.request_dates_rules_heading()}
          </h2>
          <Note>{m.request_dates_rules_counting()}</Note>
        </div>
        <RulesTable
          id="request-dates-limited"
          heading={m.request_dates_limited_caption()}
          // No eligibility column: the policy gives a limited eSIM's eligibility period only in its examples (the note below).
          head={[m.request_dates_col_package(), m.request_dates_col_subscription()]}
          rows={[m.request_dates_size_under_10(), m.request_dates_size_10_to_15(), m.request_dates_size_over_15()].map((size, i) => [
            size,
            days[i] ?? "",
          ])}
        />
        <Note>{m.request_dates_limited_validity()}</Note>
        <RulesTable
          id="request-dates-renewable"
          heading={m.request_dates_renewable_caption()}
          head={[m.request_dates_col_what(), m.request_dates_col_when()]}
          rows={[
            [m.request_dates_renewable_expiry(), m.request_dates_renewable_expiry_when()],
            [m.request_dates_renewable_renewal(), m.request_dates_renewable_renewal_when()],
            [m.request_dates_renewable_replacement(), m.request_dates_renewable_replacement_when()],
          ]}
        />
        <Note>{m.request_dates_renewable_validity()}</Note>
      </section>
    </div>
  );
}
