// Marks a prerendered page holds where the build writes a size it measures only once the pages
// exist, in the page's language ("38 kB", «38 كيلوبايت»).

/** Stands for the installer's download size in its prerendered page until the build writes it in (scripts/installer-size.ts). */
export const installerSizeMark = "{installer-size}";

/** Stands in for the help guides' offline size in prerendered HTML until the build replaces it (scripts/guides-size.ts). */
export const GUIDES_SIZE_TOKEN = "%GUIDES_SIZE%";
