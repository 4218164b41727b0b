// The phones' steps the GuidePlatforms tests hand it (as prerendered and as run): one step per
// phone, folded as PrerenderedText folds a phone's steps.

import type { StepsAttributes } from "../components/pages/GuidePlatforms.tsx";
import { useHiddenUntilFound } from "../lib/ui/use-hidden-until-found.ts";

/** A phone's steps, folded as PrerenderedText folds them. */
function Steps({ platform, elementId, folded = false }: StepsAttributes & { platform: string }) {
  const element = useHiddenUntilFound<HTMLDivElement>(folded);
  return (
    <div id={elementId} ref={element}>
      <ol>
        <li>First step on {platform}</li>
      </ol>
    </div>
  );
}

/** GuidePlatforms' `steps`: each phone's one step. */
export const steps = (platform: string, attributes: StepsAttributes) => <Steps platform={platform} {...attributes} />;
