import { ContactForm } from "./forms/FormFrames.tsx";
import { NewsletterForm } from "./forms/NewsletterForm.tsx";
import { PagePart, PageTop, type TextPage } from "./start/TextPage.tsx";
import { Band } from "./ui/band.tsx";
import { cardClass } from "./ui/card.ts";

/**
 * The contact page: the urgent card beside the newsletter, then partnering, the message form and
 * the social links, each with its text from content. `page` is the route's declaration of its text
 * and layout module.
 */
export function ContactPage({ page }: { page: TextPage<"contact", typeof import("./pages/ContactSections.tsx")> }) {
  return (
    <>
      <PageTop page={page} />
      <Band>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <section className={cardClass("featured")}>
            <PagePart page={page} part="urgent" render={({ UrgentCard }, text) => <UrgentCard text={text} />} />
          </section>
          <section id="newsletter" className={cardClass("plain", { className: "scroll-mt-24" })}>
            <PagePart page={page} part="newsletter" render={({ NewsletterIntro }, text) => <NewsletterIntro text={text} />} />
            <div className="mt-6">
              <NewsletterForm />
            </div>
          </section>
        </div>
      </Band>
      <Band id="partner" className="scroll-mt-16 bg-emerald-50/60">
        <PagePart page={page} part="partner" render={({ PartnerSection }, text) => <PartnerSection text={text} />} />
      </Band>
      <Band id="message" className="scroll-mt-16 bg-stone-50">
        <PagePart page={page} part="form" render={({ ContactFormIntro }, text) => <ContactFormIntro text={text} />} />
        <div className="mt-8 max-w-3xl">
          <ContactForm />
        </div>
      </Band>
      <Band>
        <PagePart page={page} part="social" render={({ SocialLinks }, text) => <SocialLinks text={text} />} />
      </Band>
    </>
  );
}
