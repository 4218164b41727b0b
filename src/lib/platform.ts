// Which phone a visitor's browser runs on, so a help guide can show that phone's steps first
// (decision 100). Only a hint: every phone's steps stay on the page, one tap away.
import { guidePlatforms } from "#model/pages.ts";

export type Platform = (typeof guidePlatforms)[number];

/**
 * The guide platform of a user agent string and, where the browser gives it, the phone's model;
 * undefined on a computer or an unknown device. Self-contained (no imports, no module variables):
 * the build also serializes it into the head of each guide's page (bootstrap/phone-first.ts).
 */
export function platformOf(userAgent: string, model = ""): Platform | undefined {
  if (/iPhone|iPad|iPod/.test(userAgent)) return "iphone";
  if (!/Android/i.test(userAgent)) return undefined;
  // Samsung's model numbers start with SM- (SM-A155F); Samsung Internet names itself.
  return /\bSM-|Samsung/i.test(userAgent) || /^SM-/i.test(model) ? "samsung" : "android";
}

/**
 * The visitor's platform. Chrome on Android hides the model in its user agent string ("K"), so a
 * Samsung phone reads as Android there until the model is asked for where the browser offers it.
 */
export async function visitorPlatform(): Promise<Platform | undefined> {
  const fromAgent = platformOf(navigator.userAgent);
  if (fromAgent !== "android") return fromAgent;
  const data = navigator.userAgentData;
  try {
    return platformOf(navigator.userAgent, (await data?.getHighEntropyValues?.(["model"]))?.model);
  } catch {
    return "android";
  }
}

/** The order of a guide's phones and which of them show their steps. */
export type PlatformArrangement = { order: readonly Platform[]; open: readonly Platform[] };

/**
 * How a guide shows its phones to a visitor on `platform`: that phone first and open, the others
 * folded after it (their headings stay, one tap to open) except the one the address points to
 * (`#samsung`). A visitor on no known phone (a computer) gets the fixed order, all open.
 */
export function arrangePlatforms(platform: Platform | undefined, hash: string): PlatformArrangement {
  if (!platform) return { order: guidePlatforms, open: guidePlatforms };
  return {
    order: [platform, ...guidePlatforms.filter((other) => other !== platform)],
    open: guidePlatforms.filter((other) => other === platform || `#${other}` === hash),
  };
}
