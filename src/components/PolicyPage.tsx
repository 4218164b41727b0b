import { formatDate } from "../lib/format";
import { currentLocale } from "../lib/i18n";
import { m } from "../paraglide/messages";
import { PageHeader } from "./PageHeader";

type PolicyPageProps = { heading: string; intro: string; effectiveDate?: string };

/** A policy page, filed under Policies in the breadcrumb, with its effective date when it has one. */
export function PolicyPage({ heading, intro, effectiveDate }: PolicyPageProps) {
  const note = effectiveDate ? m.policy_effective({ date: formatDate(effectiveDate, currentLocale()) }) : undefined;
  return <PageHeader heading={heading} intro={intro} note={note} parents={[{ to: "/policies", label: m.nav_policies() }]} />;
}
