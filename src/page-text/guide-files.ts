// The help guides' text chunks (`content-<locale>-<guide>-<hash>.js`), one per guide and locale;
// imported by load.ts only when a guide's text is needed.
import type { GuideText } from "../../model/page-text/types.ts";

export const guideFiles = import.meta.glob<GuideText>("../../content/help/*/*.md", { import: "default" });
