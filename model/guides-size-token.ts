// A module apart from the installer's mark (installer-size-mark.ts): every page's data-saving bar
// shows the guides' size, so the app's first chunk carries this token; the installer's chunk alone
// carries the other.

/** Stands in for the help guides' offline size in prerendered HTML until the build replaces it (scripts/guides-size.ts). */
export const GUIDES_SIZE_TOKEN = "%GUIDES_SIZE%";
