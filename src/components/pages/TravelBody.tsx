import type { TravelText } from "#model/page-text/types.ts";
import { config } from "../../config/index.ts";
import { ExternalLink } from "../ExternalLink.tsx";
import { Band } from "../ui/band.tsx";
import { buttonClass } from "../ui/button.ts";
import { cardClass } from "../ui/card.ts";
import { Heading } from "../ui/heading.tsx";
import { Paragraphs } from "../ui/paragraphs.tsx";
import { Prose } from "../ui/prose.tsx";
import { SectionIntro, TextSection } from "./TextSections.tsx";

/** The travel store: what it is, why buy there, the sample plans, how it works, and the way in. */
export function TravelBody({ text }: { text: TravelText }) {
  const explore = (variant: "primary" | "light") => (
    <ExternalLink href={config.travelStoreUrl} className={buttonClass(variant, { className: "self-start" })}>
      {text.ready.cta}
    </ExternalLink>
  );
  return (
    <>
      <Band>
        <div className="flex max-w-3xl flex-col gap-6">
          <TextSection section={text.about} />
          {explore("primary")}
        </div>
      </Band>

      <Band className="bg-stone-50">
        <Heading>{text.why.heading}</Heading>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {text.why.items.map((item) => (
            <li key={item.title} className={cardClass("plain", { size: "item" })}>
              <Heading level={3}>{item.title}</Heading>
              <Prose as="p" className="mt-2 text-stone-700" html={item.body} />
            </li>
          ))}
        </ul>
      </Band>

      <Band>
        <SectionIntro heading={text.plans.heading} intro={text.plans.intro} />
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {text.samplePlans.map((plan) => (
            <li key={plan.id} className={cardClass("plain", { size: "item", className: "flex flex-col gap-3" })}>
              <Heading level={3}>{plan.name}</Heading>
              <p className="text-4xl font-extrabold tracking-tight text-emerald-900">{plan.price}</p>
              <p className="text-stone-700">
                {plan.data} · {plan.validity}
              </p>
            </li>
          ))}
        </ul>
        <Prose as="p" className="mt-4 text-sm text-stone-600" html={text.plans.note} />
      </Band>

      <Band className="bg-emerald-50/60">
        <div className="grid gap-12 lg:grid-cols-2">
          <TextSection section={text.impact} />
          <div className="flex flex-col gap-5">
            <Heading>{text.howItWorks.heading}</Heading>
            <ol className="flex list-decimal flex-col gap-3 ps-6 text-lg leading-relaxed text-stone-700 marker:font-semibold marker:text-emerald-800">
              {text.howItWorks.steps.map((step) => (
                <Prose key={step} as="li" html={step} />
              ))}
            </ol>
          </div>
        </div>
      </Band>

      <Band className="bg-emerald-900 text-white">
        <div className="flex max-w-3xl flex-col gap-5">
          <Heading tone="inverse">{text.ready.heading}</Heading>
          <Paragraphs items={text.ready.paragraphs} inverse />
          {explore("light")}
        </div>
      </Band>
    </>
  );
}
