// The help guides' text chunks (`content-<locale>-<guide>-<hash>.js`), one per guide and locale;
// imported by load.ts only when a guide's text is needed, which checks what each holds on arrival.
export const guideFiles = import.meta.glob("../../content/help/*/*.md", { import: "default" });
