// Which phone a visitor's browser runs on, so a help guide can show that phone's steps first
// (decision 100). Only a hint: every phone's steps stay on the page, one tap away.
import type { guidePlatforms } from "../../model/pages.ts";

export type Platform = (typeof guidePlatforms)[number];

/** The guide platform of a user agent string; undefined on a computer or an unknown device. */
export function platformOf(userAgent: string): Platform | undefined {
  if (/iPhone|iPad|iPod/.test(userAgent)) return "iphone";
  if (!/Android/i.test(userAgent)) return undefined;
  // Samsung's model numbers start with SM- (SM-A155F); Samsung Internet names itself.
  return /\bSM-|Samsung/i.test(userAgent) ? "samsung" : "android";
}

type UserAgentData = { getHighEntropyValues?: (hints: string[]) => Promise<{ model?: string }> };

/**
 * The visitor's platform. Chrome on Android hides the model in its user agent string ("K"), so a
 * Samsung phone reads as Android there until the model is asked for where the browser offers it.
 */
export async function visitorPlatform(): Promise<Platform | undefined> {
  const fromAgent = platformOf(navigator.userAgent);
  if (fromAgent !== "android") return fromAgent;
  const data = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  try {
    const model = (await data?.getHighEntropyValues?.(["model"]))?.model ?? "";
    return /^SM-/i.test(model) ? "samsung" : "android";
  } catch {
    return "android";
  }
}

/**
 * Puts one platform's steps first and open, and folds the others (their headings stay, one tap to
 * open), in a guide body compiled by content-tools/guide-html.ts. A block the address points to
 * (`#samsung`) stays open. The menu of phones follows the same order.
 */
export function arrangePlatforms(body: HTMLElement, platform: Platform, hash: string) {
  const blocks = body.querySelector("[data-guide-platforms]");
  const chosen = blocks?.querySelector<HTMLDetailsElement>(`details[data-platform="${platform}"]`);
  if (!blocks || !chosen) return;
  blocks.prepend(chosen);
  for (const block of blocks.querySelectorAll<HTMLDetailsElement>("details[data-platform]")) {
    block.open = block === chosen || `#${block.id}` === hash;
  }
  const menuItem = body.querySelector(`.guide-platform-menu a[href="#${platform}"]`)?.closest("li");
  menuItem?.parentElement?.prepend(menuItem);
}

/** Opens the block a menu link points to, before the browser scrolls to it. */
export function openLinkedPlatform(target: EventTarget | null) {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('.guide-platform-menu a[href^="#"]') : null;
  const block = link ? document.getElementById(link.hash.slice(1)) : null;
  if (block instanceof HTMLDetailsElement) block.open = true;
}
