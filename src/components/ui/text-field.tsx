import type { ComponentProps } from "react";
import { cn } from "../../lib/ui/class-names.ts";
import { m } from "../../paraglide/messages.js";

type TextFieldProps = Omit<ComponentProps<"input">, "id" | "name"> & {
  /** Unique on the page, and written (not from `useId`, see biome.json): the error summary links to it. */
  id: string;
  name: string;
  label: string;
  hint?: string;
  /** The message shown above the input when its value is wrong; the field is then marked invalid. */
  error?: string;
};

/**
 * A labelled input with an optional hint and an error message, both tied to it for screen readers.
 * As in GOV.UK Frontend, the message comes after the hint and before the input, and starts with a
 * visually hidden "Error:" in the page's language, so a screen reader says it is an error.
 */
export function TextField({ id, name, label, hint, error, className, ...props }: TextFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-stone-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {/* GOV.UK's order: the message between the hint and the input, read first, with a hidden "Error:". */}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          <span className="sr-only">{m.field_error_prefix()}</span> {error}
        </p>
      )}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "min-h-12 w-full max-w-xs rounded-md border bg-white px-3 py-2 text-base text-stone-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700",
          error ? "border-red-700" : "border-stone-500",
          className,
        )}
        {...props}
      />
    </div>
  );
}
