// The looks of a link or label styled as a button, set in one place for the components
// (src/components/ui/button.ts) and for the Markdown renderer, which writes the primary look on a
// guide's call to action (content-tools/markdown.ts), as GOV.UK's renderer writes `govuk-button`.
// Each property is set by exactly one part (base, tone or size), so a look never carries two classes
// for one property. src/styles.css has Tailwind read this file (`@source`): the classes must be
// written out whole here.

const base =
  "inline-flex cursor-pointer items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700";

const tones = {
  primary: "bg-emerald-800 text-white hover:bg-emerald-900",
  secondary: "border border-emerald-800 bg-white text-emerald-900 hover:bg-emerald-50",
  light: "bg-white text-emerald-950 hover:bg-emerald-50",
  outlineLight: "border border-white/70 text-white hover:bg-white/10",
} as const;

const sizes = {
  /** The page's calls to action. */
  md: "min-h-12 px-5 py-3 text-base",
  /** A row of small buttons (the social links), and a button inside a note. */
  sm: "min-h-11 px-4 py-2 text-sm",
} as const;

export type ButtonTone = keyof typeof tones;
export type ButtonSize = keyof typeof sizes;

/** The classes of a button of this tone and size. */
export function buttonLook(tone: ButtonTone = "primary", size: ButtonSize = "md") {
  return `${base} ${tones[tone]} ${sizes[size]}`;
}
