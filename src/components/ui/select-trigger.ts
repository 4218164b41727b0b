// Kept apart from select.tsx so the stand-in buttons can share the look without pulling the
// Radix Select code into every page.

/** Shared with the no-JavaScript fallback so both look the same and nothing shifts on hydration. */
export const selectTriggerClass =
  "inline-flex h-10 min-w-10 min-[360px]:min-w-32 items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 cursor-pointer";
