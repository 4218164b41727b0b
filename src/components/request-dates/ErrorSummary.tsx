import type { MouseEvent, Ref } from "react";

export type FieldError = { fieldId: string; message: string };

/**
 * The form's errors in one box above it (the GOV.UK error summary): focused when a submit finds
 * errors, each message a link that moves to its field. Its title and messages come with the form's
 * (see use-error-texts.ts). (React 19 passes `ref` as a prop.)
 */
export function ErrorSummary({ title, errors, ref }: { title: string; errors: FieldError[]; ref?: Ref<HTMLElement> }) {
  // A written id, not `useId` (see biome.json): a page has one form with an error summary.
  const titleId = "error-summary-title";
  const goTo = (fieldId: string) => (event: MouseEvent) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    // Focus the field itself; the label above it scrolls into view with it.
    event.preventDefault();
    field.focus();
    field.closest("div")?.scrollIntoView({ block: "center" });
  };
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-lg border-2 border-red-700 bg-white p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
    >
      <h3 id={titleId} className="font-bold text-stone-950">
        {title}
      </h3>
      <ul className="mt-2 flex flex-col gap-1">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={goTo(error.fieldId)} className="font-medium text-red-800 underline underline-offset-4">
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
