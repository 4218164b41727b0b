// The help guides as content (decision 100): what a guide compiles to, and the translation status
// once an English guide changes. The build's checks of a guide file are in checks/guides.test.ts.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import type { z } from "zod";
import { parseConfig } from "#model/config/schema.ts";
import type { guideSchema } from "#model/content-schemas/guide-schema.ts";
import { withSourceHash } from "./content-file.ts";
import { compileGuide, whatsAppShareUrl } from "./guide-text.ts";
import { statusIn } from "./test-support/i18n-status.ts";
import { markdownFile, removeFolder, repo, siteFiles, temporaryFolder, withFrontmatter } from "./test-support/site-files.ts";
import { translationStatus } from "./translation-status.ts";

const site = siteFiles();

describe("a guide compiled", () => {
  const config = parseConfig({ KGC_SITE_URL: "https://example.org" });
  const source = markdownFile({
    guide: "get-online",
    title: "T",
    description: "D",
    heading: "Get online",
    intro: "Turn on **data roaming**.",
    platforms: {
      iphone: { steps: ["Open **Settings**.", "Tap **Mobile Data**.", "Turn on **Data Roaming**."], note: "On iOS 17 and later." },
      samsung: { steps: ["One.", "Two.", "Three."] },
      android: { steps: ["Uno.", "Dos.", "See [when it fails](/help/troubleshooting)."] },
    },
  });

  it("gives each phone's steps and note as data, their Markdown as HTML, links and bold words with their classes", () => {
    const { intro, platforms } = compileGuide(source, "get-online", "fr", config, repo);
    expect(intro).toBe('Turn on <strong class="font-semibold">data roaming</strong>.');
    expect(Object.keys(platforms)).toEqual(["iphone", "samsung", "android"]);
    expect(platforms.iphone).toEqual({
      steps: [
        'Open <strong class="font-semibold">Settings</strong>.',
        'Tap <strong class="font-semibold">Mobile Data</strong>.',
        'Turn on <strong class="font-semibold">Data Roaming</strong>.',
      ],
      note: "On iOS 17 and later.",
    });
    expect(platforms.samsung).toEqual({ steps: ["One.", "Two.", "Three."] });
    expect(platforms.android.steps[2]).toBe(
      'See <a href="/fr/help/troubleshooting" class="rich-link" data-site-link="/help/troubleshooting">when it fails</a>.',
    );
  });

  it("links to WhatsApp with the guide's heading and address, no script needed", () => {
    const { share } = compileGuide(source, "get-online", "ar", config, repo);
    const expected = whatsAppShareUrl("Get online", "https://example.org/ar/help/get-online");
    expect(expected).toBe("https://wa.me/?text=Get%20online%0Ahttps%3A%2F%2Fexample.org%2Far%2Fhelp%2Fget-online");
    expect(share).toBe(expected);
  });
});

describe("a guide's ways on", () => {
  const config = parseConfig({ KGC_SITE_URL: "https://example.org" });
  const source = markdownFile({
    guide: "troubleshooting",
    title: "T",
    description: "D",
    heading: "Troubleshooting",
    intro: "Turn off Wi-Fi first.",
    contents: "What does your phone show?",
    platforms: {
      iphone: { steps: ["One.", "Two.", "Three."] },
      samsung: { steps: ["One.", "Two.", "Three."] },
      android: { steps: ["One.", "Two.", "Three."] },
    },
    sections: [
      { id: "no-service", heading: '"No service"', paragraphs: ["Check **Airplane mode**."] },
      { id: "no-data", heading: "No data", paragraphs: ["Turn off Wi-Fi to test."] },
      {
        id: "next",
        heading: "Still offline?",
        paragraphs: ["Do not delete it. See [get online](/help/get-online).", "[Get online](/help/get-online)"],
      },
    ],
  });
  const { sections, contents, intro } = compileGuide(source, "troubleshooting", "ar", config, repo);

  it("keeps the list of problems' question and each section's anchor and heading as written", () => {
    expect(contents).toBe("What does your phone show?");
    expect(sections?.map(({ id, heading }) => [id, heading])).toEqual([
      ["no-service", '"No service"'],
      ["no-data", "No data"],
      ["next", "Still offline?"],
    ]);
  });

  it("marks a next-step paragraph that is only a link as the main button, and keeps a sentence with a link as text", () => {
    const [sentence, action = ""] = sections?.at(-1)?.paragraphs ?? [];
    expect(sentence).toBe(
      'Do not delete it. See <a href="/ar/help/get-online" class="rich-link" data-site-link="/help/get-online">get online</a>.',
    );
    expect(action).toMatch(/^<a href="\/ar\/help\/get-online" class="[^"]+" data-site-link="\/help\/get-online">Get online<\/a>$/);
    // The primary button's look (white on dark green, 48 px high), not the link's.
    const classes = /class="([^"]+)"/.exec(action)?.[1]?.split(" ");
    expect(classes).toEqual(expect.arrayContaining(["bg-emerald-800", "text-white", "min-h-12", "rounded-md"]));
    expect(classes).not.toContain("rich-link");
    expect(sections?.[0]?.paragraphs).toEqual(['Check <strong class="font-semibold">Airplane mode</strong>.']);
  });

  it("keeps Wi-Fi on one line, in the introduction and the paragraphs", () => {
    expect(intro).toBe('Turn off <span class="nowrap">Wi-Fi</span> first.');
    expect(sections?.[1]?.paragraphs).toEqual(['Turn off <span class="nowrap">Wi-Fi</span> to test.']);
  });
});

describe("a guide's translations", () => {
  it("are listed as outdated in npm run i18n:status once the English guide changes", async () => {
    // The small content tree of tests/fixtures/cms-content, and the real install guide in every language.
    const install = ["en", "fr", "tr", "ar"].map((locale) => `content/help/${locale}/install.md`);
    const files = siteFiles(["content", "messages"], join(repo, "tests/fixtures/cms-content"));
    for (const file of install) files.set(file, site.get(file) ?? expect.fail(`${file} is missing`));
    const root = temporaryFolder(files);
    onTestFinished(() => removeFolder(root));
    const english = join(repo, "content/help/en/install.md");
    // Fresh: the real translations record today's English guide.
    expect((await translationStatus(root)).filter((item) => item.kind === "guide")).toEqual([]);

    const changed = withFrontmatter<z.input<typeof guideSchema>>(readFileSync(english, "utf8"), ({ platforms }) => {
      platforms.iphone.steps[0] = `${platforms.iphone.steps[0]} Then wait.`;
    });
    writeFileSync(join(root, "content/help/en/install.md"), changed);

    const items = (await translationStatus(root)).filter((item) => item.kind === "guide");
    expect(items.map(({ locale, name, state, file }) => `${locale} ${name} ${state} ${file}`)).toEqual([
      "fr install outdated content/help/fr/install.md",
      "tr install outdated content/help/tr/install.md",
      "ar install outdated content/help/ar/install.md",
    ]);
    const { stdout } = await statusIn(root);
    expect(stdout).toContain("help guide install  content/help/ar/install.md");

    // Marked again once the translation says the same as the new English.
    const hash = items[0]?.sourceHash ?? "";
    const french = join(root, "content/help/fr/install.md");
    writeFileSync(french, withSourceHash(readFileSync(french, "utf8"), hash));
    expect((await translationStatus(root)).filter((item) => item.kind === "guide").map((item) => item.locale)).toEqual(["tr", "ar"]);
  });
});
