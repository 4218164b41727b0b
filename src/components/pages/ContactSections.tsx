// The contact page's cards. Each is rendered inside its own PagePart by ContactPage.tsx, so the
// embedded forms (interactive) can sit between them.

import { linkClass } from "#model/long-text-classes.ts";
import type { ContactText } from "#model/page-text/types.ts";
import { config } from "../../config/index.ts";
import { m } from "../../paraglide/messages.js";
import { ExternalLink } from "../ExternalLink.tsx";
import { socialItems } from "../layout/nav-items.ts";
import { SiteLink } from "../SiteLink.tsx";
import { buttonClass } from "../ui/button.ts";
import { CheckList } from "../ui/check-list.tsx";
import { Heading } from "../ui/heading.tsx";
import { Prose } from "../ui/prose.tsx";
import { SectionIntro } from "./TextSections.tsx";

/** Urgent requests: eSIM requests and renewals go to the request site (the button); partnerships come here. */
export function UrgentCard({ text }: { text: ContactText }) {
  return (
    <div className="flex flex-col gap-4">
      <Heading>{text.urgent.heading}</Heading>
      <Prose as="p" className="text-stone-700" html={text.urgent.body} />
      <ExternalLink href={config.requestSiteUrl} className={buttonClass("primary", { className: "self-start" })}>
        {text.urgent.cta}
      </ExternalLink>
      <p>
        <SiteLink to="/help" className={linkClass}>
          {m.help_cta()}
        </SiteLink>
      </p>
      {config.supportWhatsAppUrl && <SupportWhatsApp url={config.supportWhatsAppUrl} />}
      <Prose as="p" className="text-stone-700" html={text.urgent.partnerships} />
    </div>
  );
}

/**
 * The support team's WhatsApp number, when it is configured: a chat takes messages from the phone that
 * has the problem. Shown as the number itself (`+970…`), kept left to right in Arabic.
 */
function SupportWhatsApp({ url }: { url: string }) {
  const number = `+${new URL(url).pathname.slice(1)}`;
  return (
    <p data-testid="support-whatsapp">
      {m.contact_support_whatsapp()}{" "}
      <ExternalLink href={url} className={linkClass}>
        <bdi dir="ltr">{number}</bdi>
      </ExternalLink>
    </p>
  );
}

/** The newsletter card's text. */
export function NewsletterIntro({ text }: { text: ContactText }) {
  return (
    <div className="flex flex-col gap-3">
      <Heading>{text.newsletter.heading}</Heading>
      <Prose as="p" className="text-stone-700" html={text.newsletter.body} />
    </div>
  );
}

/** The contact form's heading and explanation. */
export function ContactFormIntro({ text }: { text: ContactText }) {
  return <SectionIntro heading={text.form.heading} intro={text.form.body} />;
}

/** The social channels that are configured, and the newsletter. */
export function SocialLinks({ text }: { text: ContactText }) {
  return (
    <div className="flex flex-col gap-4">
      <Heading>{text.social.heading}</Heading>
      <Prose as="p" className="text-stone-700" html={text.social.body} />
      <ul className="flex flex-wrap gap-3">
        {socialItems().map((item) => (
          <li key={item.label}>
            <ExternalLink href={item.href} className={buttonClass("secondary", { size: "sm" })}>
              {item.label}
            </ExternalLink>
          </li>
        ))}
        <li>
          <a href="#newsletter" className={buttonClass("secondary", { size: "sm" })}>
            {m.social_newsletter()}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** "Partner with us": what the Partner Policy asks of an organisation, its steps, and where to write. */
export function PartnerSection({ text }: { text: ContactText }) {
  const { partner } = text;
  return (
    <div className="flex flex-col gap-8">
      <SectionIntro heading={partner.heading} intro={partner.intro} />
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <Heading level={3}>{partner.requirementsHeading}</Heading>
          <CheckList items={partner.requirements} />
        </div>
        <div className="flex flex-col gap-4">
          <Heading level={3}>{partner.stepsHeading}</Heading>
          <ol className="flex list-decimal flex-col gap-3 ps-6 text-stone-800 marker:font-semibold marker:text-emerald-800">
            {partner.steps.map((step) => (
              <Prose key={step} as="li" html={step} />
            ))}
          </ol>
        </div>
      </div>
      <Prose as="p" className="text-lg font-medium text-stone-900" html={partner.channel} />
    </div>
  );
}
