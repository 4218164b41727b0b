import { localizePath } from "../../../model/locales.ts";
import { config } from "../../config/index.ts";
import { currentLocale } from "../../lib/locale/page-locale.ts";
import type { DonateText } from "../../page-text/types.ts";
import { ExternalLink } from "../ExternalLink.tsx";
import { CheckIcon } from "../Icons.tsx";
import { Band } from "../ui/band.tsx";
import { buttonClass } from "../ui/button.ts";
import { cardClass } from "../ui/card.ts";
import { Heading } from "../ui/heading.tsx";
import { Paragraphs } from "../ui/paragraphs.tsx";
import { Prose } from "../ui/prose.tsx";
import { TextSection } from "./TextSections.tsx";

const stepLabelClass = "inline-flex w-fit rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900";

/** The two ways to give (cash and in kind) and the tax note. */
export function DonateBody({ text }: { text: DonateText }) {
  const { cash, inKind } = text;
  const stores = [
    { href: config.storeUrls.egypt, label: inKind.step1.stores.egypt },
    { href: config.storeUrls.israel, label: inKind.step1.stores.israel },
    { href: config.storeUrls.regional, label: inKind.step1.stores.regional },
  ].flatMap((store) => (store.href ? [{ href: store.href, label: store.label }] : []));
  return (
    <>
      <Band>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <section aria-labelledby="cash-heading" className={cardClass("featured", { className: "flex flex-col gap-5" })}>
            <span className="inline-flex w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">{cash.badge}</span>
            <h2 id="cash-heading" className="text-2xl font-bold text-stone-950">
              {cash.heading}
            </h2>
            <Paragraphs items={cash.paragraphs} size="base" />
            <ul className="flex flex-col gap-2 text-stone-800">
              {cash.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <CheckIcon className="mt-0.5 size-5 text-emerald-700" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <ExternalLink href={config.donateUrl} className={buttonClass("primary", { className: "mt-2 self-start" })}>
              {cash.cta}
            </ExternalLink>
          </section>

          <section
            id="in-kind"
            aria-labelledby="in-kind-heading"
            className={cardClass("plain", { className: "flex scroll-mt-24 flex-col gap-5" })}
          >
            <h2 id="in-kind-heading" className="text-2xl font-bold text-stone-950">
              {inKind.heading}
            </h2>
            <Prose as="p" className="text-stone-700" html={inKind.intro} />
            <ol className="flex flex-col gap-6">
              <li className="flex flex-col gap-3">
                <span className={stepLabelClass}>{inKind.step1.label}</span>
                <Heading level={3}>{inKind.step1.title}</Heading>
                <Prose as="p" className="text-stone-700" html={inKind.step1.body} />
                <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                  {stores.map((store) => (
                    <li key={store.href}>
                      <ExternalLink href={store.href} className={buttonClass("secondary", { className: "w-full sm:w-auto" })}>
                        {store.label}
                      </ExternalLink>
                    </li>
                  ))}
                </ul>
              </li>
              <li className="flex flex-col gap-3">
                <span className={stepLabelClass}>{inKind.step2.label}</span>
                <Heading level={3}>{inKind.step2.title}</Heading>
                <Prose as="p" className="text-stone-700" html={inKind.step2.body} />
                <a href={localizePath("/upload", currentLocale())} className={buttonClass("primary", { className: "self-start" })}>
                  {inKind.step2.cta}
                </a>
              </li>
            </ol>
          </section>
        </div>
      </Band>
      <Band className="bg-stone-50">
        <TextSection section={text.tax} compact className="max-w-3xl" />
      </Band>
    </>
  );
}
