// The Distribution Policy's dates (sections 9 to 11), as pure functions of calendar dates. A date is a
// `YYYY-MM-DD` string and arithmetic is done on UTC calendar days, so the visitor's time zone and
// daylight-saving changes can never move a result by a day. See docs/decisions/030-request-dates.md
// for how "N days from activation" is counted.

import { checkQuery, isIsoDate, parseGb, type RequestQuery } from "./request-query.ts";

/** Subscription period of a renewable eSIM, in days from activation or the latest renewal. */
export const RENEWABLE_SUBSCRIPTION_DAYS = 30;
/** Eligibility period of a renewable eSIM: no replacement or new eSIM before it has passed. */
export const RENEWABLE_ELIGIBILITY_DAYS = 23;
/** Renewals are accepted from this many days before the subscription expires. */
export const RENEWAL_WINDOW_DAYS = 3;

/** Subscription period of a limited eSIM by package size, before the supplier's validity caps it. */
export function limitedPeriodBySize(gb: number) {
  if (gb < 10) return 7;
  if (gb <= 15) return 15;
  return 30;
}

/** The calendar date `days` after `isoDate` (negative goes back). */
export function addDays(isoDate: string, days: number) {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a calendar date: ${isoDate}`);
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type LimitedDates = {
  /** How long the eSIM can be used: the size's period, never longer than the validity. */
  subscriptionDays: number;
  /** Minimum wait before a new request, counted from activation: equal to the subscription period. */
  eligibilityDays: number;
  /** The day the subscription ends. */
  subscriptionEnds: string;
  /** The first day a new eSIM may be requested. */
  newRequestFrom: string;
};

/** Dates of a limited eSIM of `gb` gigabytes and `validityDays` of supplier validity, activated on `activated`. */
export function limitedDates(gb: number, validityDays: number, activated: string): LimitedDates {
  const subscriptionDays = Math.min(limitedPeriodBySize(gb), validityDays);
  return {
    subscriptionDays,
    eligibilityDays: subscriptionDays,
    subscriptionEnds: addDays(activated, subscriptionDays),
    newRequestFrom: addDays(activated, subscriptionDays),
  };
}

export type RenewableDates = {
  /** The day the 30-day subscription expires. */
  expires: string;
  /** The first day a renewal is accepted (3 days before expiry; any day after it too). */
  renewalFrom: string;
  /** The first day a replacement or a new eSIM may be requested (after the 23-day eligibility period). */
  replacementFrom: string;
};

/** Dates of a renewable eSIM activated or last renewed on `start`. */
export function renewableDates(start: string): RenewableDates {
  const expires = addDays(start, RENEWABLE_SUBSCRIPTION_DAYS);
  return {
    expires,
    renewalFrom: addDays(expires, -RENEWAL_WINDOW_DAYS),
    replacementFrom: addDays(start, RENEWABLE_ELIGIBILITY_DAYS),
  };
}

/** The query's dates, or undefined when a field is missing or wrong. */
export function datesFor(query: RequestQuery) {
  if (!checkQuery(query).complete) return undefined;
  const start = query.start.trim();
  return query.type === "limited"
    ? ({ type: "limited", ...limitedDates(parseGb(query.gb), Number(query.validity.trim()), start) } as const)
    : ({ type: "renewable", ...renewableDates(start) } as const);
}
