/** Stands for the installer's download size in its prerendered page until the build writes it in (scripts/installer-size.ts). */
export const installerSizeMark = "{installer-size}";
