import type { UploadText } from "#model/page-text/types.ts";
import { CheckList } from "../ui/check-list.tsx";
import { Paragraphs } from "../ui/paragraphs.tsx";

/** What to send and how, above the upload form. */
export function UploadBody({ text }: { text: UploadText }) {
  return (
    <div className="flex flex-col gap-8">
      <Paragraphs items={text.prompt} />
      <div className="rounded-xl border border-stone-200 bg-stone-50 p-6">
        {/* An h2 (the page's sections are h2s under its h1) that looks like the card headings beside it. */}
        <h2 className="text-xl font-semibold tracking-tight text-stone-950 text-balance">{text.checklist.heading}</h2>
        <CheckList items={text.checklist.items} className="mt-4" />
      </div>
    </div>
  );
}
