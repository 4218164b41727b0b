// The request-dates form's query: reading, checking and writing its fields. Apart from the date
// arithmetic (distribution-policy-dates.ts), so that the page can check what is typed without
// carrying the arithmetic, which loads with the results on the first use of the form.

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(value: string) {
  const match = isoPattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type RequestQuery = { type: "limited" | "renewable"; gb: string; validity: string; start: string };

/** Field errors of the form, by field; an empty field is not an error yet (the visitor has not typed it). */
export type FieldErrors = Partial<Record<"gb" | "validity" | "start", true>>;

/**
 * A number as typed on a phone set to Arabic (or pasted from an Arabic message): Arabic-Indic and
 * Persian digits become 0-9, the Arabic decimal separator a point; the Arabic thousands mark is
 * dropped. ar-PS keypads type "١٥" and "٩٫٥" by default.
 */
export function westernDigits(value: string) {
  return value
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ".")
    .replace(/\u066c/g, "");
}

/** Reads a package size typed with a point or a comma ("9.5", "9,5", "٩٫٥"); NaN when it is not a number. */
export function parseGb(value: string) {
  const normalized = westernDigits(value.trim()).replace(",", ".");
  return /^\d+(\.\d+)?$|^\.\d+$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** Reads a whole number of days ("45", "٤٥"); NaN when it is not one. */
export function parseDays(value: string) {
  const normalized = westernDigits(value.trim());
  return /^\d+$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** Checks the query's fields; `errors` names each bad field, `complete` says whether the rules can be shown. */
export function checkQuery(query: RequestQuery) {
  const errors: FieldErrors = {};
  const gb = parseGb(query.gb);
  const validity = query.validity.trim();
  const start = query.start.trim();
  // A limited eSIM needs no date: the policy does not say from which day its periods count.
  if (query.type === "limited") {
    if (query.gb.trim() && !(gb > 0)) errors.gb = true;
    if (validity && !(parseDays(validity) >= 1)) errors.validity = true;
  } else if (start && !isIsoDate(start)) errors.start = true;
  const filled = query.type === "limited" ? Boolean(query.gb.trim() && validity) : Boolean(start);
  return { errors, complete: filled && Object.keys(errors).length === 0 };
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

/** The fields each type of eSIM asks for. */
export const fieldsOf = (type: RequestQuery["type"]) => (type === "limited" ? (["gb", "validity"] as const) : (["start"] as const));

/** Writes the fields as a URL query string (`?type=limited&gb=5&validity=45`), leaving out empty ones. */
export function writeQuery(query: RequestQuery) {
  const params = new URLSearchParams({ type: query.type });
  const fields = fieldsOf(query.type);
  for (const field of fields) if (query[field].trim()) params.set(field, query[field].trim());
  return `?${params}`;
}
