// The classes of the elements of a text: the Markdown renderer (content-tools/markdown.ts) writes
// them on every element it makes, as GOV.UK's Markdown renderer does, and the components that render
// the same elements in JSX (src/components/ui/long-text.ts) use the same constants, so a link, a
// list or a paragraph looks the same wherever its HTML comes from, set in one place. src/styles.css
// has Tailwind read this file (`@source`): the classes must be written out whole here.

/** A link: `.rich-link` (src/styles.css), which a dark band (`.inverse`) turns white. */
export const linkClass = "rich-link";

/** A bold word: the weight only, so that it keeps the colour of the text around it, light or dark. */
export const boldClass = "font-semibold";

/** A paragraph of a long text. */
export const paragraphClass = "my-4";

/** A bulleted list of a long text. */
export const bulletListClass = "my-4 list-disc space-y-2 ps-6 marker:text-stone-500";

/** A numbered list of a long text (a phone's steps). */
export const numberedListClass = "my-4 list-decimal space-y-2 ps-6 marker:text-stone-500";

/** A heading inside a policy's section (`###` in its Markdown). */
export const subheadingClass = "mt-8 mb-3 text-lg font-semibold text-stone-900 print:break-after-avoid";
