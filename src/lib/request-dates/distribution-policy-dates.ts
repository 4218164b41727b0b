// The Distribution Policy's dates (sections 9 to 11), as pure functions of calendar dates. A date is a
// `YYYY-MM-DD` string and arithmetic is done on UTC calendar days, so the visitor's time zone and
// daylight-saving changes can never move a result by a day. See docs/decisions/030-request-dates.md
// for how "N days from activation" is counted.

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

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(value: string) {
  const match = isoPattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
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

export type RequestQuery = { type: "limited" | "renewable"; gb: string; validity: string; start: string };

/** Field errors of the form, by field; an empty field is not an error yet (the visitor has not typed it). */
export type FieldErrors = Partial<Record<"gb" | "validity" | "start", true>>;

/** Reads a package size typed with a point or a comma ("9.5", "9,5"); NaN when it is not a number. */
export function parseGb(value: string) {
  const normalized = value.trim().replace(",", ".");
  return /^\d+(\.\d+)?$|^\.\d+$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** Checks the query's fields; `errors` names each bad field, `complete` says whether dates can be computed. */
export function checkQuery(query: RequestQuery) {
  const errors: FieldErrors = {};
  const gb = parseGb(query.gb);
  const validity = query.validity.trim();
  const start = query.start.trim();
  if (query.type === "limited") {
    if (query.gb.trim() && !(gb > 0)) errors.gb = true;
    if (validity && !(/^\d+$/.test(validity) && Number(validity) >= 1)) errors.validity = true;
  }
  if (start && !isIsoDate(start)) errors.start = true;
  const filled = query.type === "limited" ? Boolean(query.gb.trim() && validity && start) : Boolean(start);
  return { errors, complete: filled && Object.keys(errors).length === 0 };
}

/** The query's dates, or undefined when a field is missing or wrong. */
export function datesFor(query: RequestQuery) {
  if (!checkQuery(query).complete) return undefined;
  const start = query.start.trim();
  return query.type === "limited"
    ? ({ type: "limited", ...limitedDates(parseGb(query.gb), Number(query.validity.trim()), start) } as const)
    : ({ type: "renewable", ...renewableDates(start) } as const);
}

/** Reads the form's fields from a URL query string; anything unknown falls back to an empty field. */
export function readQuery(search: string): RequestQuery {
  const params = new URLSearchParams(search);
  return {
    type: params.get("type") === "renewable" ? "renewable" : "limited",
    gb: params.get("gb") ?? "",
    validity: params.get("validity") ?? "",
    start: params.get("start") ?? "",
  };
}

/** Writes the fields as a URL query string (`?type=limited&gb=5&validity=45&start=2026-03-01`), leaving out empty ones. */
export function writeQuery(query: RequestQuery) {
  const params = new URLSearchParams({ type: query.type });
  const fields = query.type === "limited" ? (["gb", "validity", "start"] as const) : (["start"] as const);
  for (const field of fields) if (query[field].trim()) params.set(field, query[field].trim());
  return `?${params}`;
}
