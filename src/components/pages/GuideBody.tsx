import { type ReactNode, use } from "react";
import type { GuideText } from "#model/page-text/types.ts";
import type { GuideSlug } from "#model/pages.ts";
import { currentLocale } from "../../lib/locale/page-locale.ts";
import { loadGuide } from "../../page-text/load.ts";
import { PrerenderedText } from "../start/PrerenderedText.tsx";
import { longTextColumn } from "../ui/long-text.ts";
import { GuidePlatforms, type StepsAttributes } from "./GuidePlatforms.tsx";
import { loadGuideParts } from "./text-layouts.ts";

type GuideParts = typeof import("./GuideParts.tsx");

/** Renders with the module of the guide's text pieces, loaded with the text (text-layouts.ts). */
function WithParts({ render }: { render: (parts: GuideParts) => ReactNode }) {
  return render(use(loadGuideParts()));
}

/**
 * A help guide's body, the one owner of its markup (decision 192): what to have ready and the list
 * of answers, the phones' steps (GuidePlatforms), then the sections and the share link. Its text is
 * in PrerenderedText regions (the top, each phone's steps, the end; GuideParts lays them out), kept
 * as prerendered on a first visit. What is around them (the menu, the phones' headings, their order
 * and folds) is React's own, from the interface messages, so it is state once the page runs.
 */
export function GuideBody({ slug }: { slug: GuideSlug }) {
  const locale = currentLocale();
  const region = (part: string, render: (guide: GuideText, parts: GuideParts) => ReactNode, attributes: StepsAttributes = {}) => (
    <PrerenderedText
      id={`${locale}/guide-${slug}-${part}`}
      load={() => loadGuide(slug, locale)}
      render={(guide) => <WithParts render={(parts) => render(guide, parts)} />}
      {...attributes}
    />
  );
  return (
    <div className={longTextColumn}>
      {region("top", (guide, parts) => (
        <parts.GuideTop guide={guide} />
      ))}
      <GuidePlatforms
        steps={(platform, attributes) =>
          region(platform, (guide, parts) => <parts.GuideSteps {...guide.platforms[platform]} />, attributes)
        }
      />
      {region("end", (guide, parts) => (
        <parts.GuideEnd guide={guide} />
      ))}
    </div>
  );
}
