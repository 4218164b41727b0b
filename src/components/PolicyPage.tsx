import { Suspense, use } from "react";
import { formatDate } from "#model/format/dates-and-numbers.ts";
import { bulletListClass, linkClass } from "#model/long-text-classes.ts";
import type { PolicyText } from "#model/page-text/types.ts";
import type { PolicySlug } from "#model/pages.ts";
import { currentLocale } from "../lib/locale/page-locale.ts";
import { cn } from "../lib/ui/class-names.ts";
import { loadPolicy } from "../page-text/load.ts";
import { m } from "../paraglide/messages.js";
import { policyItems } from "./layout/nav-items.ts";
import { PageHeader } from "./PageHeader.tsx";
import { loadPolicyBody } from "./pages/text-layouts.ts";
import { SiteLink } from "./SiteLink.tsx";
import { PrerenderedText } from "./start/PrerenderedText.tsx";
import { longTextColumn } from "./ui/long-text.ts";

/**
 * A policy: title, introduction and effective date (if it has one) under the Policies breadcrumb,
 * then the text (PolicyBody), the other policies and the way to ask a question.
 */
export function PolicyPage({ slug }: { slug: PolicySlug }) {
  const locale = currentLocale();
  const others = policyItems().filter((item) => item.to !== `/${slug}`);
  return (
    <>
      <PrerenderedText
        id={`${locale}/policy-${slug}-header`}
        load={() => loadPolicy(slug, locale)}
        render={(policy) => (
          <PageHeader
            heading={policy.heading}
            intro={policy.intro}
            note={policy.effective ? m.policy_effective({ date: formatDate(policy.effective, locale) }) : undefined}
            parents={[{ to: "/policies", label: m.nav_policies() }]}
          />
        )}
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
        <Suspense>
          <PolicyTextRegion slug={slug} />
        </Suspense>
        <aside className={cn(longTextColumn, "mt-12 rounded-xl border border-stone-200 bg-stone-50 p-6 lg:ms-[18.5rem] print:hidden")}>
          <h2 className="mb-4 text-lg font-bold text-balance text-stone-950">{m.policy_related_heading()}</h2>
          <ul className={bulletListClass}>
            {others.map((item) => (
              <li key={item.label}>
                <SiteLink to={item.to} className={linkClass}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            {m.policy_questions()}{" "}
            <SiteLink to="/contact" className={linkClass}>
              {m.policy_contact_link()}
            </SiteLink>
          </p>
        </aside>
      </div>
    </>
  );
}

/** The policy's text, laid out by its own module (pages/PolicyBody.tsx, loaded by pages/text-layouts.ts). */
function LoadedPolicyBody(props: { policy: PolicyText }) {
  const { PolicyBody } = use(loadPolicyBody());
  return <PolicyBody {...props} />;
}

/** The policy's text, kept as prerendered on a first visit (PrerenderedText). */
function PolicyTextRegion({ slug }: { slug: PolicySlug }) {
  const locale = currentLocale();
  return (
    <PrerenderedText
      id={`${locale}/policy-${slug}`}
      load={() => loadPolicy(slug, locale)}
      className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]"
      render={(policy) => <LoadedPolicyBody policy={policy} />}
    />
  );
}
