import { Link } from "@tanstack/react-router";
import { Suspense, useEffect, useRef } from "react";
import type { GuideSlug } from "../../model/pages.ts";
import { currentLocale } from "../lib/locale/page-locale.ts";
import { arrangePlatforms, openLinkedPlatform, visitorPlatform } from "../lib/platform.ts";
import { loadGuide } from "../page-text/load.ts";
import { m } from "../paraglide/messages.js";
import { PageHeader } from "./PageHeader.tsx";
import { PrerenderedText } from "./PrerenderedText.tsx";

/**
 * A help guide under the Help breadcrumb: its introduction, then every phone's steps (compiled from
 * content/help/, prerendered, complete without JavaScript), then the way back to the other guides.
 * Once the page runs, the visitor's phone comes first and open (decision 100).
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
          <Link to="/help" activeOptions={{ exact: true }} className="rich-link">
            {m.help_all_guides()}
          </Link>
        </p>
      </div>
    </>
  );
}

function GuideBody({ slug }: { slug: GuideSlug }) {
  const locale = currentLocale();
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    void visitorPlatform().then((platform) => {
      if (current && platform && body.current) arrangePlatforms(body.current, platform, window.location.hash);
    });
    return () => {
      current = false;
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegation; the links inside are the controls, and Enter on a link is a click.
    <div ref={body} onClick={(event) => openLinkedPlatform(event.target)}>
      <PrerenderedText
        id={`${locale}/guide-${slug}`}
        load={() => loadGuide(slug, locale)}
        render={(guide) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, compiled at build time (content-tools/guide-html.ts).
          <div className="contents" dangerouslySetInnerHTML={{ __html: guide.html }} />
        )}
      />
    </div>
  );
}
