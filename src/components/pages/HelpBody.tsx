import { linkClass } from "#model/long-text-classes.ts";
import type { PageText } from "#model/page-text/types.ts";
import { m } from "../../paraglide/messages.js";
import { ChevronEndIcon } from "../Icons.tsx";
import { SiteLink } from "../SiteLink.tsx";
import { Band } from "../ui/band.tsx";
import { cardClass } from "../ui/card.ts";
import { OfflineGuides } from "./OfflineGuides.tsx";

/**
 * The guide a resident opens when something is wrong: its card also lists its answers, each a link
 * straight to it, so "No service" is one tap from here (ux walk 2026-11-25, M1, M2).
 */
const answersListed = "troubleshooting";

/** Whether the guides are saved for offline reading, then the guides in the order a resident needs them, each a card that is one link. */
export function HelpBody({ text }: { text: PageText<"help"> }) {
  return (
    <Band>
      <OfflineGuides />
      <ol className="grid gap-6 md:grid-cols-2">
        {text.guides.map((guide) => {
          const path = `/help/${guide.slug}` as const;
          return (
            <li key={guide.slug} className={cardClass("link", { size: "item", className: "relative flex flex-col gap-3" })}>
              <h2 className="text-xl font-semibold text-stone-950">
                <SiteLink
                  to={path}
                  className="inline-flex items-center gap-1 text-emerald-800 after:absolute after:inset-0 after:rounded-xl"
                >
                  {guide.heading}
                  <ChevronEndIcon className="size-4" />
                </SiteLink>
              </h2>
              <p className="text-stone-700">{guide.description}</p>
              {guide.slug === answersListed && guide.sections.length > 0 && (
                // Above the card's own link (its ::after covers the card), so each answer is its own tap.
                <nav aria-label={m.help_answers_label({ guide: guide.heading })} className="relative z-10">
                  <ul className="flex flex-col gap-1 border-t border-stone-200 pt-3">
                    {guide.sections.map((section) => (
                      <li key={section.id}>
                        <SiteLink to={path} hash={section.id} className={`${linkClass} inline-block py-1.5`}>
                          {section.heading}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </li>
          );
        })}
      </ol>
    </Band>
  );
}
