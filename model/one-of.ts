// "Is this value one of this list?", as a type guard: the one place where a list of literal strings
// is read as a list of strings, so that no caller casts the list or the value.

/** A guard for the members of `list`: `isOneOf(locales)("fr")` is true, and narrows to `Locale`. */
export const isOneOf =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === "string" && (list as readonly string[]).includes(value);
