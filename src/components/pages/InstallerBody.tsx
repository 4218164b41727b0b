import type { PageText } from "#model/page-text/types.ts";
import { CheckList } from "../ui/check-list.tsx";
import { Paragraphs } from "../ui/paragraphs.tsx";
import { Prose } from "../ui/prose.tsx";

/** Before installing, and the way to install without the installer (all the page shows without JavaScript). */
export function InstallerBody({ text }: { text: PageText<"installer"> }) {
  return (
    <div className="flex flex-col gap-8">
      <div className="rounded-xl border border-stone-200 bg-stone-50 p-6">
        <h2 className="text-xl font-semibold tracking-tight text-stone-950 text-balance">{text.before.heading}</h2>
        <CheckList items={text.before.items} className="mt-4" />
      </div>
      <section aria-labelledby="installer-manual-heading" className="flex flex-col gap-4">
        <h2 id="installer-manual-heading" className="text-xl font-semibold tracking-tight text-stone-950 text-balance">
          {text.manual.heading}
        </h2>
        <Paragraphs items={text.manual.paragraphs} size="base" />
      </section>
    </div>
  );
}

/** Where the picture goes (nowhere): under the installer's card. */
export function InstallerPrivacy({ text }: { text: PageText<"installer"> }) {
  return <Prose as="p" html={text.privacy} className="text-stone-700" />;
}
