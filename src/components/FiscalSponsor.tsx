import { config } from "../config/index.ts";
import { m } from "../paraglide/messages.js";

/**
 * The fiscal sponsor's name and US tax ID, when the team has configured them (KGC_FISCAL_SPONSOR_*):
 * a donor can check the tax-deductibility claim against it. Nothing at all when unset.
 */
export function FiscalSponsor({ className }: { className?: string }) {
  const sponsor = config.fiscalSponsor;
  if (!sponsor) return null;
  return (
    <p className={className} data-fiscal-sponsor="">
      {m.fiscal_sponsor_named({ name: sponsor.name })}
      {sponsor.ein && (
        <>
          {" · "}
          <span className="whitespace-nowrap">{m.fiscal_sponsor_ein({ ein: sponsor.ein })}</span>
        </>
      )}
    </p>
  );
}
