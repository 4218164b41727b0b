import type { PoliciesText } from "#model/page-text/types.ts";
import type { PolicySlug } from "#model/pages.ts";
import { ChevronEndIcon } from "../Icons.tsx";
import { policyItems } from "../layout/nav-items.ts";
import { SiteLink } from "../SiteLink.tsx";
import { Band } from "../ui/band.tsx";
import { cardClass } from "../ui/card.ts";
import { Prose } from "../ui/prose.tsx";

/** The four policy cards. */
export function PoliciesBody({ text }: { text: PoliciesText }) {
  const summaries: Record<PolicySlug, PoliciesText["summaries"]["terms"]> = {
    "terms-of-service": text.summaries.terms,
    "privacy-policy": text.summaries.privacy,
    "distribution-policy": text.summaries.distribution,
    "partner-policy": text.summaries.partner,
  };
  return (
    <Band>
      <ul className="grid gap-6 md:grid-cols-2">
        {policyItems().map((item) => {
          const summary = summaries[item.slug];
          return (
            <li key={item.label} className={cardClass("link", { size: "item", className: "relative flex flex-col gap-3" })}>
              <h2 className="text-xl font-semibold text-stone-950">{item.label}</h2>
              <Prose as="p" className="text-stone-700" html={summary} />
              <SiteLink
                to={item.to}
                className="mt-auto inline-flex items-center gap-1 font-semibold text-emerald-800 after:absolute after:inset-0 after:rounded-2xl"
              >
                {text.read}
                <span className="sr-only">: {item.label}</span>
                <ChevronEndIcon className="size-4" />
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </Band>
  );
}
