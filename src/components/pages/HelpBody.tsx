import { Band } from "@/components/ui/band";
import { currentLocale } from "@/lib/locale/page-locale";
import { localizePath } from "../../../model/locales.ts";
import type { PageText } from "../../page-text/types";
import { ChevronEndIcon } from "../icons";
import { cardClass } from "../ui/card";
import { OfflineGuides } from "./OfflineGuides.tsx";

/** Whether the guides are saved for offline reading, then the guides in the order a resident needs them, each a card that is one link. */
export function HelpBody({ text }: { text: PageText<"help"> }) {
  const locale = currentLocale();
  return (
    <Band>
      <OfflineGuides guides={text.guides} />
      <ol className="grid gap-6 md:grid-cols-2">
        {text.guides.map((guide) => (
          <li key={guide.slug} className={cardClass("link", { size: "item", className: "relative flex flex-col gap-3" })}>
            <h2 className="text-xl font-semibold text-stone-950">
              <a
                href={localizePath(`/help/${guide.slug}`, locale)}
                className="inline-flex items-center gap-1 text-emerald-800 after:absolute after:inset-0 after:rounded-xl"
              >
                {guide.heading}
                <ChevronEndIcon className="size-4" />
              </a>
            </h2>
            <p className="text-stone-700">{guide.description}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}
