import type { UploadText } from "../../../model/page-text/types.ts";
import { CheckIcon } from "../Icons.tsx";
import { Paragraphs } from "../ui/paragraphs.tsx";
import { Prose } from "../ui/prose.tsx";

/** What to send and how, above the upload form. */
export function UploadBody({ text }: { text: UploadText }) {
  return (
    <div className="flex flex-col gap-8">
      <Paragraphs items={text.prompt} />
      <div className="rounded-xl border border-stone-200 bg-stone-50 p-6">
        {/* An h2 (the page's sections are h2s under its h1) that looks like the card headings beside it. */}
        <h2 className="text-xl font-semibold tracking-tight text-stone-950 text-balance">{text.checklist.heading}</h2>
        <ul className="mt-4 flex flex-col gap-3 text-stone-800">
          {text.checklist.items.map((item) => (
            <li key={item} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-5 text-emerald-700" />
              <Prose html={item} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
