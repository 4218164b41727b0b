// What the Distribution Policy (sections 9 to 11) says about an eSIM's periods, as pure functions,
// and nothing it does not say (docs/decisions/170-request-dates-only-what-the-policy-says.md). A
// date is a `YYYY-MM-DD` string and arithmetic is done on UTC calendar days, so the visitor's time
// zone and daylight-saving changes can never move a result by a day.

import { checkQuery, isIsoDate, parseDays, parseGb, type RequestQuery } from "./request-query.ts";

/** Subscription period of a renewable eSIM, in days from activation or the latest renewal. */
export const RENEWABLE_SUBSCRIPTION_DAYS = 30;
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

/**
 * A limited eSIM of `gb` gigabytes and `validityDays` of supplier validity: its subscription period
 * (the size's period, never longer than the validity). The policy gives no start day for it and an
 * eligibility period only in two examples, so no date and no eligibility period are computed.
 */
export function limitedPeriod(gb: number, validityDays: number) {
  return { subscriptionDays: Math.min(limitedPeriodBySize(gb), validityDays) };
}

export type RenewableDates = {
  /** The day the 30-day subscription expires, counted from activation or the latest renewal. */
  expires: string;
  /** The first day a renewal is accepted (3 days before expiry; any day after it too). */
  renewalFrom: string;
};

/**
 * Dates of a renewable eSIM activated or last renewed on `start`. The 23-day eligibility period is
 * left out: the policy does not say from which day it counts.
 */
export function renewableDates(start: string): RenewableDates {
  const expires = addDays(start, RENEWABLE_SUBSCRIPTION_DAYS);
  return { expires, renewalFrom: addDays(expires, -RENEWAL_WINDOW_DAYS) };
}

/** What the policy says for the query's eSIM, or undefined when a field is missing or wrong. */
export function rulesFor(query: RequestQuery) {
  if (!checkQuery(query).complete) return undefined;
  return query.type === "limited"
    ? ({ type: "limited", ...limitedPeriod(parseGb(query.gb), parseDays(query.validity)) } as const)
    : ({ type: "renewable", ...renewableDates(query.start.trim()) } as const);
}
