import type { HomeText } from "#model/page-text/types.ts";
import { config } from "../../config/index.ts";
import { ExternalLink } from "../ExternalLink.tsx";
import { SiteLink } from "../SiteLink.tsx";
import { Band } from "../ui/band.tsx";
import { buttonClass } from "../ui/button.ts";
import { cardClass } from "../ui/card.ts";
import { Heading } from "../ui/heading.tsx";
import { Paragraphs } from "../ui/paragraphs.tsx";
import { Prose } from "../ui/prose.tsx";
import { Figures } from "./Figures.tsx";
import { TextSection } from "./TextSections.tsx";

const goalImages = { connect: "/images/goal-connect.svg", community: "/images/goal-community.svg" } as const;

/** Everything on the home page below the hero. */
export function HomeBody({ text }: { text: HomeText }) {
  return (
    <>
      <Band className="bg-emerald-950 text-white">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.2fr]">
          <div className="flex flex-col gap-4">
            <Heading tone="inverse">{text.impact.heading}</Heading>
            <Prose as="p" className="inverse text-lg leading-relaxed text-emerald-50" html={text.impact.statement} />
          </div>
          <Figures esims={text.figures.esims} people={text.figures.people} tone="dark" />
        </div>
      </Band>

      <Band>
        <div className="grid gap-12 lg:grid-cols-2">
          <TextSection section={text.mission} />
          <TextSection section={text.goal} />
        </div>
      </Band>

      <Band className="bg-stone-50">
        <TextSection section={text.networkDamage} className="max-w-3xl" />
      </Band>

      <Band>
        <div className="flex max-w-3xl flex-col gap-5">
          <Heading>{text.lifeline.heading}</Heading>
          <Paragraphs items={text.lifeline.paragraphs} />
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {text.lifeline.people.map((person) => (
            <li key={person.title} className={cardClass("plain", { size: "item" })}>
              <Heading level={3} size="small">
                {person.title}
              </Heading>
              <Prose as="p" className="mt-2 text-stone-700" html={person.body} />
            </li>
          ))}
        </ul>
      </Band>

      {text.goals.map((goal, index) => (
        <Band key={goal.heading} className={index === 0 ? "bg-emerald-50/60" : undefined}>
          <div className="grid items-center gap-10 lg:grid-cols-2">
            <img
              src={goalImages[goal.id]}
              alt={goal.imageAlt}
              width={480}
              height={360}
              loading="lazy"
              decoding="async"
              className={
                index === 1 ? "h-auto w-full max-w-md justify-self-center lg:order-last" : "h-auto w-full max-w-md justify-self-center"
              }
            />
            <TextSection section={goal} />
          </div>
        </Band>
      ))}

      <Band className="bg-emerald-900 text-white" id="donate">
        <div className="flex max-w-3xl flex-col gap-5">
          <Heading tone="inverse">{text.donate.heading}</Heading>
          <Paragraphs items={text.donate.paragraphs} inverse />
          <div className="mt-2 flex flex-wrap gap-3">
            <ExternalLink href={config.donateUrl} className={buttonClass("light")}>
              {text.donate.cashCta}
            </ExternalLink>
            <SiteLink to="/donate" hash="in-kind" className={buttonClass("outlineLight")}>
              {text.donate.inKindCta}
            </SiteLink>
          </div>
        </div>
      </Band>
    </>
  );
}
