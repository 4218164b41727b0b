import type { DonateText } from "#model/page-text/types.ts";
import { config } from "../../config/index.ts";
import { m } from "../../paraglide/messages.js";
import { ExternalLink } from "../ExternalLink.tsx";
import { FiscalSponsor } from "../FiscalSponsor.tsx";
import { CheckIcon } from "../Icons.tsx";
import { Band } from "../ui/band.tsx";
import { buttonClass } from "../ui/button.ts";
import { cardClass } from "../ui/card.ts";
import { Paragraphs } from "../ui/paragraphs.tsx";
import { InKindCard } from "./InKindCard.tsx";
import { TextSection } from "./TextSections.tsx";

/** The two ways to give (cash and in kind) and the tax note. */
export function DonateBody({ text }: { text: DonateText }) {
  const { cash } = text;
  const [firstParagraph, ...moreParagraphs] = cash.paragraphs;
  const sponsor = config.fiscalSponsor;
  return (
    <>
      <Band>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          {/* The button comes right after the first paragraph, so it is on a phone's first screen (390×844). */}
          <section id="cash" aria-labelledby="cash-heading" className={cardClass("featured", { className: "flex flex-col gap-5" })}>
            <span className="inline-flex w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">{cash.badge}</span>
            <h2 id="cash-heading" className="text-2xl font-bold text-stone-950">
              {cash.heading}
            </h2>
            <Paragraphs items={firstParagraph ? [firstParagraph] : []} size="base" />
            <div className="flex flex-col gap-2">
              <ExternalLink
                href={config.donateUrl}
                aria-describedby={sponsor ? "cash-sponsor-page" : undefined}
                className={buttonClass("primary", { className: "self-start" })}
              >
                {cash.cta}
              </ExternalLink>
              {sponsor && (
                <p id="cash-sponsor-page" className="text-sm text-stone-600">
                  {m.donate_cash_sponsor_page({ name: sponsor.name })}
                </p>
              )}
            </div>
            <Paragraphs items={moreParagraphs} size="base" />
            <ul className="flex flex-col gap-2 text-stone-800">
              {cash.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <CheckIcon className="mt-0.5 size-5 text-emerald-700" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </section>

          <InKindCard text={text} />
        </div>
      </Band>
      <Band className="bg-stone-50">
        <div className="flex max-w-3xl flex-col gap-5">
          <TextSection section={text.tax} compact />
          <FiscalSponsor className="font-medium text-stone-800" />
        </div>
      </Band>
    </>
  );
}
