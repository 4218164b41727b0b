// npm run og-images: makes each language's sharing image (public/og/<locale>.png, 1200×630) in
// Chromium, and records what each was made from (scripts/og-image/sources.json). Run it after
// changing site_name or site_tagline in messages/, or the template; a unit test fails until then.
// The images are committed, not made by `npm run build`: a host's build machine has no browser
// (docs/decisions/152-localized-sharing-images.md).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { fullChromium } from "./chromium-paths.ts";
import { ogImageHtml } from "./og-image/template.ts";
import { ogFingerprint, ogImagePath, ogImageTexts, ogSourcesFile } from "./og-image/texts.ts";

const root = process.cwd();
const tajawal = readFileSync(join(root, "node_modules/@fontsource/tajawal/files/tajawal-arabic-700-normal.woff2"));
const font = `data:font/woff2;base64,${tajawal.toString("base64")}`;
const browser = await chromium.launch({ executablePath: fullChromium });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  const sources: Record<string, string> = {};
  for (const text of ogImageTexts(root)) {
    await page.setContent(ogImageHtml(text, font), { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    const file = join(root, "public", ogImagePath(text.locale));
    await page.screenshot({ path: file, type: "png" });
    sources[text.locale] = ogFingerprint(text);
    console.log(`og-images: ${file}`);
  }
  writeFileSync(join(root, ogSourcesFile), `${JSON.stringify(sources, null, 2)}\n`);
} finally {
  await browser.close();
}
