import { createFileRoute } from "@tanstack/react-router";
import { ContactForm } from "../components/forms/FormFrames.tsx";
import { NewsletterForm } from "../components/forms/NewsletterForm.tsx";
import { PagePart, PageTop, textPage } from "../components/TextPage.tsx";
import { Band } from "../components/ui/band.tsx";
import { cardClass } from "../components/ui/card.ts";

const contact = textPage("contact", "/contact", () => import("../components/pages/ContactSections.tsx"));

export const Route = createFileRoute("/contact")({ ...contact.routeOptions, component: Page });

function Page() {
  return (
    <>
      <PageTop page={contact} />
      <Band>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <section className={cardClass("featured")}>
            <PagePart page={contact} part="urgent" render={({ UrgentCard }, text) => <UrgentCard text={text} />} />
          </section>
          <section id="newsletter" className={cardClass("plain", { className: "scroll-mt-24" })}>
            <PagePart page={contact} part="newsletter" render={({ NewsletterIntro }, text) => <NewsletterIntro text={text} />} />
            <div className="mt-6">
              <NewsletterForm />
            </div>
          </section>
        </div>
      </Band>
      <Band id="partner" className="scroll-mt-16 bg-emerald-50/60">
        <PagePart page={contact} part="partner" render={({ PartnerSection }, text) => <PartnerSection text={text} />} />
      </Band>
      <Band id="message" className="scroll-mt-16 bg-stone-50">
        <PagePart page={contact} part="form" render={({ ContactFormIntro }, text) => <ContactFormIntro text={text} />} />
        <div className="mt-8 max-w-3xl">
          <ContactForm />
        </div>
      </Band>
      <Band>
        <PagePart page={contact} part="social" render={({ SocialLinks }, text) => <SocialLinks text={text} />} />
      </Band>
    </>
  );
}
