import { type ReactNode, useEffect, useState } from "react";
import { GUIDE_PLATFORMS_MARK, guidePlatforms } from "#model/pages.ts";
import { arrangePlatforms, type Platform, type PlatformArrangement, visitorPlatform } from "../../lib/platform.ts";
import { afterNextLayout, keepWhatIsRead } from "../../lib/platform-in-view.ts";
import { m } from "../../paraglide/messages.js";
import { phoneHeadingClass } from "../ui/long-text.ts";

const platformNames: Record<Platform, () => string> = {
  iphone: m.help_platform_iphone,
  samsung: m.help_platform_samsung,
  android: m.help_platform_android,
};

/**
 * What a phone's steps element carries: its id for the button's aria-controls, and whether it is
 * folded (`hidden="until-found"`, so that Find in page still reaches the steps: useHiddenUntilFound).
 */
export type StepsAttributes = { elementId?: string; folded?: boolean };

/**
 * A guide's phones: a menu of in-page links, then each phone's steps under its heading. As
 * prerendered (and without JavaScript) every phone is open, in the fixed order, under a plain h2.
 * Once the page runs, each heading holds a button that folds and unfolds its steps (GOV.UK's
 * accordion: the button inside the heading, `aria-expanded`, `aria-controls`), and the visitor's
 * phone comes first and open (decision 192). From the first paint, the stylesheet already shows the
 * visitor's phone first (`data-platform`, decision 200), so the app's arrangement moves nothing the
 * reader sees. The menu keeps the fixed order: reordering links that wrap onto two lines moved the
 * rows under them in Chromium (decision 200). `steps` renders a phone's steps element with the
 * attributes given.
 */
export function GuidePlatforms({ steps }: { steps: (platform: Platform, attributes: StepsAttributes) => ReactNode }) {
  const { enhanced, order, open, show, toggle } = usePlatformArrangement();
  return (
    <>
      <nav aria-label={m.help_platform_menu()}>
        <ul className="my-6 flex list-none flex-wrap gap-2 ps-0">
          {guidePlatforms.map((platform) => (
            <li key={platform}>
              <a
                href={`#${platform}`}
                onClick={() => show(platform)}
                className="inline-flex min-h-11 items-center rounded-full border border-emerald-800 px-4 font-medium text-emerald-800"
              >
                {platformNames[platform]()}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="my-4 flex flex-col gap-4" {...{ [GUIDE_PLATFORMS_MARK]: "" }}>
        {order.map((platform) => {
          const expanded = open.includes(platform);
          const stepsId = `${platform}-steps`;
          return (
            <div
              key={platform}
              id={platform}
              data-platform={platform}
              className="scroll-mt-24 rounded-xl border border-stone-200 bg-white px-4 py-3 sm:px-6"
            >
              <h2 className={phoneHeadingClass}>
                {enhanced ? (
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={stepsId}
                    onClick={() => toggle(platform)}
                    className="flex min-h-11 w-full cursor-pointer items-center gap-2 text-start"
                  >
                    <span aria-hidden="true" className="w-4 font-bold text-emerald-800">
                      {expanded ? "\u2212" : "+"}
                    </span>
                    {platformNames[platform]()}
                  </button>
                ) : (
                  <>
                    {/* The button's sign's place, kept so the name does not move when the button comes. */}
                    <span aria-hidden="true" className="invisible w-4" />
                    {platformNames[platform]()}
                  </>
                )}
              </h2>
              {steps(platform, enhanced ? { elementId: stepsId, folded: !expanded } : {})}
            </div>
          );
        })}
      </div>
    </>
  );
}

/**
 * The phones' order and open blocks, as React state. It starts as prerendered (fixed order, all
 * open, no buttons) so that hydration matches the page; after hydration it takes the visitor's
 * phone and the address's `#anchor`, and opens a block when the address comes to point at it.
 */
function usePlatformArrangement() {
  const [enhanced, setEnhanced] = useState(false);
  const [arrangement, setArrangement] = useState<PlatformArrangement>({ order: guidePlatforms, open: guidePlatforms });
  const show = (platform: string) =>
    setArrangement((current) => {
      const chosen = current.order.find((known) => known === platform);
      return chosen && !current.open.includes(chosen) ? { ...current, open: [...current.open, chosen] } : current;
    });
  const toggle = (platform: Platform) =>
    setArrangement((current) => ({
      ...current,
      open: current.open.includes(platform) ? current.open.filter((other) => other !== platform) : [...current.open, platform],
    }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration; `show` only sets state.
  useEffect(() => {
    let current = true;
    // The buttons come with the arrangement, in one render: no frame shows every phone open with a
    // button that says so, just before most of them fold.
    void visitorPlatform().then(async (platform) => {
      await afterNextLayout();
      if (!current) return;
      setArrangement(keepWhatIsRead(arrangePlatforms(platform, window.location.hash)));
      setEnhanced(true);
    });
    const onHashChange = () => show(window.location.hash.slice(1));
    // Find in page (or a link to an anchor) matched text in folded steps: the browser reveals them
    // after this event, and the block opens with them, so its button says so (GOV.UK's accordion).
    const onBeforeMatch = (event: Event) => {
      const block = event.target instanceof Element ? event.target.closest("[data-platform]") : null;
      if (block) show(block.id);
    };
    window.addEventListener("hashchange", onHashChange);
    document.addEventListener("beforematch", onBeforeMatch);
    return () => {
      current = false;
      window.removeEventListener("hashchange", onHashChange);
      document.removeEventListener("beforematch", onBeforeMatch);
    };
  }, []);
  return { enhanced, ...arrangement, show, toggle };
}
