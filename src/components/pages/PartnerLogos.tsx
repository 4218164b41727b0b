import type { SiteConfig } from "#model/config/schema.ts";
import { ExternalLink } from "../ExternalLink.tsx";

/** Partner logos from the configuration, each linking to the partner's site. */
export function PartnerLogos({ partners }: { partners: SiteConfig["partners"] }) {
  return (
    <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {partners.map((partner) => (
        <li key={partner.url}>
          <ExternalLink
            href={partner.url}
            showIcon={false}
            className="flex h-28 items-center justify-center rounded-xl border border-stone-200 bg-white p-4 hover:border-emerald-700"
          >
            <img
              src={partner.logo}
              alt={partner.name}
              loading="lazy"
              decoding="async"
              className="max-h-16 w-auto max-w-full object-contain"
            />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
