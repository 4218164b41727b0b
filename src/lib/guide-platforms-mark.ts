/**
 * The attribute on a guide's phones (GuidePlatforms): the build gives a page that carries it the
 * script that marks the visitor's phone before the first paint (scripts/page-scripts.ts).
 */
export const GUIDE_PLATFORMS_MARK = "data-guide-platforms";
