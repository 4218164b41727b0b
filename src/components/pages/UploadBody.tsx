import type { UploadText } from "../../content/page-text";
import { CheckIcon } from "../icons";
import { Heading, Paragraphs, Prose } from "./blocks";

/** What to send and how, above the upload form. */
export function UploadBody({ text }: { text: UploadText }) {
  return (
    <div className="flex flex-col gap-8">
      <Paragraphs items={text.prompt} />
      <div className="rounded-xl border border-stone-200 bg-stone-50 p-6">
        <Heading level={3}>{text.checklist.heading}</Heading>
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
