import { Suspense } from "react";
import { linkClass } from "#model/long-text-classes.ts";
import type { GuideSlug } from "#model/pages.ts";
import { currentLocale } from "../lib/locale/page-locale.ts";
import { loadGuide } from "../page-text/load.ts";
import { m } from "../paraglide/messages.js";
import { PageHeader } from "./PageHeader.tsx";
import { GuideBody } from "./pages/GuideBody.tsx";
import { SiteLink } from "./SiteLink.tsx";
import { PrerenderedText } from "./start/PrerenderedText.tsx";

/**
 * A help guide under the Help breadcrumb: its introduction, then its body (GuideBody: every phone's
 * steps, prerendered, complete without JavaScript; once the page runs, the visitor's phone first and
 * open, decisions 100 and 192), then the way back to the other guides.
 */
export function GuidePage({ slug }: { slug: GuideSlug }) {
  const locale = currentLocale();
  return (
    <>
      <PrerenderedText
        id={`${locale}/guide-${slug}-header`}
        load={() => loadGuide(slug, locale)}
        render={(guide) => <PageHeader heading={guide.heading} introHtml={guide.intro} parents={[{ to: "/help", label: m.nav_help() }]} />}
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
        <Suspense>
          <GuideBody slug={slug} />
        </Suspense>
        <p className="mt-10 max-w-3xl">
          <SiteLink to="/help" className={linkClass}>
            {m.help_all_guides()}
          </SiteLink>
        </p>
      </div>
    </>
  );
}
