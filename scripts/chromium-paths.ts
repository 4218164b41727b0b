// Where Debian's two Chromium packages put their browsers (one build, two ways to run it). No side
// effect: playwright.config.ts reads it as well as scripts/ensure-chromium.ts.

/** The full browser (`chromium`): the bench and the tools that measure the site for its visitors. */
export const fullChromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The headless shell (`chromium-headless-shell`): the browser tests, each about 30 % faster in it
 * than in the full browser, with the same results (decision 199).
 */
export const testChromium = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";
