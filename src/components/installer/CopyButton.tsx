import { useEffect, useState } from "react";
import { m } from "../../paraglide/messages.js";
import { buttonClass } from "../ui/button.ts";

/**
 * Copies a text to the clipboard (the code, a link, a message) without showing it; says "Copied"
 * for a moment, or how to copy by hand when the browser refuses.
 * @param what names what is copied for screen readers ("Copy: Whole code") when no `label` is given
 * @param label the button's own words, which name what it copies; "Copy" when not given
 */
export function CopyButton({ text, what, label }: { text: string; what: string; label?: string }) {
  const [outcome, setOutcome] = useState<"copied" | "failed">();
  useEffect(() => {
    if (outcome !== "copied") return;
    const timer = setTimeout(() => setOutcome(undefined), 3000);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = () => {
    // Inside the promise: where there is no clipboard to write to (a page served over plain http,
    // an older browser), `navigator.clipboard` is undefined and the call throws, which must end in
    // the "copy by hand" answer too.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => setOutcome("copied"),
        () => setOutcome("failed"),
      );
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={copy}
        // The plain "Copy" needs its object for a screen reader; a label of the caller's already names it.
        aria-label={label === undefined ? m.installer_copy_label({ what }) : undefined}
        className={buttonClass("secondary", { size: "sm" })}
      >
        {label ?? m.installer_copy()}
      </button>
      <span role="status" className="text-sm text-stone-700">
        {outcome === "copied" ? m.installer_copied() : outcome === "failed" ? m.installer_copy_failed() : ""}
      </span>
    </span>
  );
}
