// Where a guide's phones are on screen when the app arranges them (GuidePlatforms): the
// arrangement gives way to what the reader already sees, since the app can start seconds after the
// text was readable. Browser-only: it reads positions from the laid-out page.
import { guidePlatforms } from "#model/pages.ts";
import type { PlatformArrangement } from "./platform.ts";

/**
 * Resolves once the browser has laid the page out (the frame after now), so that `keepWhatIsRead`
 * reads positions that are already there. Read right after the headings' buttons came, they made
 * the browser lay the whole guide out inside the reading task: 23 to 40 ms of a start task at CPU
 * ×4 on `/ar/help/install`, its longest (DESIGN.md section 9: no task over 50 ms after load). The
 * buttons take the place the prerendered heading keeps for them, so the positions are the same.
 */
export const afterNextLayout = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The arrangement, less what would move what the reader sees (the app can start seconds after the
 * text was readable):
 * - a phone whose steps start above the top of the screen stays open: the reader has scrolled into
 *   or past them, and folding them would move what they are reading;
 * - the phone the stylesheet shows first (`<html data-phone>`) stays first and open while its block
 *   starts on screen. It differs from the visitor's phone when Chrome told a Samsung phone's model
 *   after the first paint, too late for the head script to move the blocks (decision 200). When
 *   the block is still below the screen, the mark follows the visitor's phone, unseen.
 */
export function keepWhatIsRead(arrangement: PlatformArrangement): PlatformArrangement {
  const top = (platform: string) => document.getElementById(platform)?.getBoundingClientRect().top;
  const readInto = guidePlatforms.filter((platform) => (top(platform) ?? 0) < 0);
  const open = [...new Set([...arrangement.open, ...readInto])];
  const root = document.documentElement;
  const shown = guidePlatforms.find((platform) => platform === root.getAttribute("data-phone"));
  const [first] = arrangement.order;
  if (!shown || !first || shown === first) return { ...arrangement, open };
  if ((top(shown) ?? Number.POSITIVE_INFINITY) >= window.innerHeight) {
    root.setAttribute("data-phone", first);
    return { ...arrangement, open };
  }
  return { order: [shown, ...arrangement.order.filter((platform) => platform !== shown)], open: [...new Set([shown, ...open])] };
}
