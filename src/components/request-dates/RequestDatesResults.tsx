import { formatDay, formatDays } from "#model/format/dates-and-numbers.ts";
import { currentLocale } from "../../lib/locale/page-locale.ts";
import { rulesFor } from "../../lib/request-dates/distribution-policy-dates.ts";
import { type RequestQuery, writeQuery } from "../../lib/request-dates/request-query.ts";
import { m } from "../../paraglide/messages.js";
import { ExternalLink } from "../ExternalLink.tsx";
import { buttonClass } from "../ui/button.ts";

/** A sentence with its date in bold: the date is what the visitor came for. */
function DateSentence({ sentence, date }: { sentence: (inputs: { date: string }) => string; date: string }) {
  const formatted = formatDay(date, currentLocale());
  const [before, after = ""] = sentence({ date: formatted }).split(formatted);
  return (
    <p className="text-lg text-stone-800">
      {before}
      <strong className="font-semibold text-stone-950">{formatted}</strong>
      {after}
    </p>
  );
}

/**
 * What the Distribution Policy says for the eSIM described by the form (a complete query), where it
 * is silent who decides, and a link to share it on WhatsApp.
 */
export function RequestDatesResults({ query }: { query: RequestQuery }) {
  const rules = rulesFor(query);
  if (!rules) return null;
  const locale = currentLocale();
  const { origin, pathname } = window.location;
  const shareText = m.request_dates_share_text({ url: `${origin}${pathname}${writeQuery(query)}` });
  return (
    <div className="flex flex-col gap-4">
      {rules.type === "limited" ? (
        <>
          <p className="text-lg text-stone-800">
            {m.request_dates_result_subscription_period({ days: formatDays(rules.subscriptionDays, locale) })}
          </p>
          <p className="text-stone-700">{m.request_dates_result_limited_silent()}</p>
        </>
      ) : (
        <>
          <DateSentence sentence={m.request_dates_result_renewable_expires} date={rules.expires} />
          <DateSentence sentence={m.request_dates_result_renewable_renew} date={rules.renewalFrom} />
          {/* Beside the dates, not only above the tables: a shared link opens on this card. */}
          <p className="text-stone-700">{m.request_dates_result_renewable_counting()}</p>
          <p className="text-stone-700">{m.request_dates_result_renewable_replace()}</p>
        </>
      )}
      <ExternalLink
        href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
        className={buttonClass("secondary", { className: "mt-2 self-start" })}
      >
        {m.request_dates_share()}
      </ExternalLink>
    </div>
  );
}
