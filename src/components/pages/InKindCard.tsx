import type { DonateText } from "#model/page-text/types.ts";
import { config, formUrlFor } from "../../config/index.ts";
import { currentLocale } from "../../lib/locale/page-locale.ts";
import { ExternalLink } from "../ExternalLink.tsx";
import { SiteLink } from "../SiteLink.tsx";
import { buttonClass } from "../ui/button.ts";
import { cardClass } from "../ui/card.ts";
import { Heading } from "../ui/heading.tsx";
import { Prose } from "../ui/prose.tsx";

const stepLabelClass = "inline-flex w-fit rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900";

/**
 * The in-kind donation: buy an unused eSIM, then upload its QR code. Before step 1, a donor is told
 * whether the upload form is open: nobody should pay for an eSIM the program cannot take. While it
 * is closed, step 1 says when to buy and names the plans without the store's link or buttons, so the
 * card never asks a donor to buy just below the line that asks her not to.
 */
export function InKindCard({ text }: { text: DonateText }) {
  const { inKind } = text;
  const locale = currentLocale();
  // Known when the page is built: the same URL the upload page's frame uses.
  const uploadOpen = Boolean(formUrlFor(config.forms.uploadForm, locale));
  const storeUrls: Record<string, string | undefined> = config.storeUrls;
  return (
    <section
      id="in-kind"
      aria-labelledby="in-kind-heading"
      className={cardClass("plain", { className: "flex scroll-mt-24 flex-col gap-5" })}
    >
      <h2 id="in-kind-heading" className="text-2xl font-bold text-stone-950">
        {inKind.heading}
      </h2>
      <Prose as="p" className="text-stone-700" html={inKind.intro} />
      <div
        data-upload-form={uploadOpen ? "open" : "closed"}
        className={
          uploadOpen
            ? "rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-stone-800"
            : "rounded-xl border border-amber-300 bg-amber-50 p-4 text-stone-900"
        }
      >
        <Prose as="p" html={uploadOpen ? inKind.checkFirst : inKind.closed} />
      </div>
      <ol className="flex flex-col gap-6">
        <li className="flex flex-col gap-3">
          <span className={stepLabelClass}>{inKind.step1.label}</span>
          <Heading level={3}>{inKind.step1.title}</Heading>
          <Prose as="p" className="text-stone-700" html={uploadOpen ? inKind.step1.body : inKind.step1.bodyWhileClosed} />
          <ul className="flex flex-col gap-3">
            {text.samplePlans.map((plan) => {
              const href = uploadOpen ? storeUrls[plan.id] : undefined;
              return (
                <li key={plan.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-stone-200 p-4">
                  {href ? (
                    <ExternalLink href={href} className={buttonClass("secondary")}>
                      {plan.name}
                    </ExternalLink>
                  ) : (
                    <span className="font-semibold text-stone-950">{plan.name}</span>
                  )}
                  <span className="text-stone-700">
                    {plan.data} · {plan.validity} · <span className="font-semibold text-stone-950">{plan.price}</span>
                  </span>
                </li>
              );
            })}
          </ul>
          <Prose as="p" className="text-sm text-stone-600" html={inKind.step1.plansNote} />
          <Prose as="p" className="text-stone-700" html={inKind.step1.otherProvider} />
        </li>
        <li className="flex flex-col gap-3">
          <span className={stepLabelClass}>{inKind.step2.label}</span>
          <Heading level={3}>{inKind.step2.title}</Heading>
          <Prose as="p" className="text-stone-700" html={inKind.step2.body} />
          <SiteLink to="/upload" className={buttonClass("primary", { className: "self-start" })}>
            {inKind.step2.cta}
          </SiteLink>
        </li>
      </ol>
    </section>
  );
}
