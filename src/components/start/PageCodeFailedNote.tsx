import { linkClass } from "#model/long-text-classes.ts";
import { PAGE_CODE_FAILED_NOTE_ID } from "#model/pages.ts";
import { cn } from "../../lib/ui/class-names.ts";
import { usePrerenderedHtml } from "../../page-text/load.ts";
import { m } from "../../paraglide/messages.js";

const noteClass = "mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm text-stone-700 sm:px-6";

/**
 * A quiet note, hidden in every page, that the page's bootstrap or the client entry shows when the
 * page's code could not be downloaded and the page stays as it was prerendered (decision 110). Its
 * text is written into the HTML in the page's language only; the app keeps that HTML as it is (as
 * PrerenderedText does) and so carries the text of none of the four languages.
 */
export function PageCodeFailedNote() {
  const prerendered = usePrerenderedHtml(PAGE_CODE_FAILED_NOTE_ID);
  const attributes = {
    id: PAGE_CODE_FAILED_NOTE_ID,
    "data-prerendered": PAGE_CODE_FAILED_NOTE_ID,
    hidden: true,
    role: "status",
    className: noteClass,
  };
  if (!import.meta.env.SSR) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML this same component rendered at build time.
    return <div {...attributes} dangerouslySetInnerHTML={{ __html: prerendered ?? "" }} />;
  }
  return (
    <div {...attributes}>
      {m.page_code_failed()}
      <button type="button" className={cn(linkClass, "min-h-11")}>
        {m.page_code_failed_retry()}
      </button>
    </div>
  );
}
