// The sharing image's layout (1200×630), as one HTML page Chromium renders: the logo, the name (where
// the language has its own), the tagline, the brand's colours. Mirrored for Arabic, in Tajawal.
import { escapeHtml } from "../../content-tools/markdown.ts";
import type { OgImageText } from "./texts.ts";

/** The HTML of one language's image; `arabicFont` is Tajawal Bold as a data: URL (a page set from a string may not load files). */
export function ogImageHtml(text: OgImageText, arabicFont: string) {
  const headline = text.name ?? text.tagline;
  const subline = text.name ? text.tagline : undefined;
  return `<!doctype html><html lang="${text.locale}" dir="${text.dir}"><head><meta charset="utf-8"><style>
@font-face { font-family: "Tajawal"; font-weight: 700; src: url("${arabicFont}") format("woff2"); }
* { margin: 0; box-sizing: border-box; }
html, body { width: 1200px; height: 630px; overflow: hidden; }
body { background: #f1f8f4; position: relative;
  font-family: ${text.dir === "rtl" ? '"Tajawal", ' : ""}"DejaVu Sans", sans-serif; }
.clip { position: absolute; inset: 0; overflow: hidden; }
.rings { position: absolute; top: -300px; inset-inline-end: -300px; width: 600px; height: 600px; border-radius: 50%;
  box-shadow: 0 0 0 24px #dfeee5, 0 0 0 80px #f1f8f4, 0 0 0 104px #dfeee5, 0 0 0 160px #f1f8f4, 0 0 0 184px #dfeee5; }
.row { position: absolute; inset: 0 0 16px 0; display: flex; align-items: center; gap: 64px; padding-inline: 96px; }
svg { flex: none; width: 300px; height: 300px; }
h1 { color: #14532d; font-weight: 700; font-size: ${subline ? 84 : 54}px; line-height: 1.15; }
.bar { width: 88px; height: 8px; border-radius: 4px; background: #f2c94c; margin-block: 36px 28px; }
p { color: #44403c; font-size: 36px; line-height: 1.3; }
.base { position: absolute; inset: auto 0 0 0; height: 16px; display: flex; }
.base i { width: 180px; background: #f2c94c; } .base b { flex: 1; background: #14532d; }
</style></head><body>
<div class="clip"><div class="rings"></div></div>
<div class="row">
  <svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#14532d"/>
    <path d="M9 13a10 10 0 0 1 14 0M11.8 16.2a6 6 0 0 1 8.4 0" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>
    <circle cx="16" cy="20.5" r="2.2" fill="#f2c94c"/></svg>
  <div><h1>${escapeHtml(headline)}</h1><div class="bar"></div>${subline ? `<p>${escapeHtml(subline)}</p>` : ""}</div>
</div>
<div class="base"><i></i><b></b></div>
</body></html>`;
}
