import type { AboutText } from "#model/page-text/types.ts";
import { config } from "../../config/index.ts";
import { SiteLink } from "../SiteLink.tsx";
import { Band } from "../ui/band.tsx";
import { buttonClass } from "../ui/button.ts";
import { cardClass } from "../ui/card.ts";
import { Heading } from "../ui/heading.tsx";
import { Paragraphs } from "../ui/paragraphs.tsx";
import { Prose } from "../ui/prose.tsx";
import { Figures } from "./Figures.tsx";
import { PartnerLogos } from "./PartnerLogos.tsx";
import { SectionIntro, TextSection } from "./TextSections.tsx";

/** Everything on the about page below its header. */
export function AboutBody({ text }: { text: AboutText }) {
  return (
    <>
      <Band>
        <div className="grid gap-12 lg:grid-cols-2">
          <TextSection section={text.story} />
          <TextSection section={text.mission} />
        </div>
      </Band>

      <Band className="bg-emerald-50/60">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.2fr]">
          <TextSection section={text.impact} />
          <Figures esims={text.figures.esims} people={text.figures.people} />
        </div>
      </Band>

      <Band>
        <SectionIntro heading={text.operations.heading} intro={text.operations.intro} />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {text.operations.groups.map((group) => (
            <div key={group.heading} className={cardClass("plain", { size: "item" })}>
              <Heading level={3}>{group.heading}</Heading>
              <ul className="mt-4 flex list-disc flex-col gap-2 ps-5 text-stone-700 marker:text-emerald-700">
                {group.items.map((item) => (
                  <Prose key={item} as="li" html={item} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Band>

      {config.partners.length > 0 && (
        <Band className="bg-stone-50">
          <SectionIntro heading={text.partners.heading} intro={text.partners.intro} />
          <PartnerLogos partners={config.partners} />
        </Band>
      )}

      <Band>
        <div className="flex max-w-3xl flex-col gap-5">
          <Heading>{text.closing.heading}</Heading>
          <Paragraphs items={text.closing.paragraphs} />
          <SiteLink to="/donate" className={buttonClass("primary", { className: "self-start" })}>
            {text.closing.cta}
          </SiteLink>
        </div>
      </Band>
    </>
  );
}
