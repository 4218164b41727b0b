// The Turkish placeholder check, on the real content and on bad samples; and the Turkish figures as a
// reader sees them, for every year from 2023 to 2035 and figures from 50,000 to 1,000,000.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageCollections } from "#model/collections.ts";
import { parseConfig } from "#model/config/schema.ts";
import { diskSource } from "./content-source.ts";
import { suffixesAfterPlaceholders, turkishPlaceholderSuffixProblems } from "./placeholder-grammar.ts";
import { edited, memorySource, removeFolder, replacing, repo, siteFiles, temporaryFolder } from "./test-support/site-files.ts";
import { validateContent } from "./validate.ts";
import { compileText } from "./vite-plugin.ts";

const site = siteFiles();

describe("the Turkish placeholder check", () => {
  it("passes the content as it is", () => {
    expect(turkishPlaceholderSuffixProblems(diskSource(repo))).toEqual([]);
  });

  it("finds a suffix after a placeholder, with either apostrophe or none", () => {
    expect(suffixesAfterPlaceholders("{counting_since}’ten bu yana {esims_distributed}'den fazla, {people_connected}i aşkın")).toEqual([
      "{counting_since}’ten",
      "{esims_distributed}'den",
      "{people_connected}i",
    ]);
    expect(suffixesAfterPlaceholders("{counting_since} tarihinden bu yana {value}+, {date}.")).toEqual([]);
  });

  it("names the file and field of a suffix in a page, a data file's wording and the messages", () => {
    // The real content and messages, three of them changed in memory (test-support/site-files.ts).
    const content = memorySource(
      edited(site, {
        "content/data/figures.yaml": replacing("{counting_since} tarihinden", "{counting_since}’ten"),
        "content/pages/tr/travel.md": replacing("{people_connected} kişiden", "{people_connected}’i aşkın kişiden"),
        "messages/tr.json": replacing("{date} günü dolar", "{date}’te dolar"),
      }),
    );
    expect(turkishPlaceholderSuffixProblems(content).map((p) => `${p.file}: ${p.field}`)).toEqual([
      "content/data/figures.yaml: wording.tr.esims_label",
      "content/pages/tr/travel.md: impact.paragraphs.0",
      "messages/tr.json: request_dates_result_renewable_expires",
    ]);
    // The build's validation (run before anything is built) reports them too: it runs the language
    // checks over every text whatever its list of collections, here none (no collection's check
    // reports a Turkish suffix).
    expect(validateContent(content, { collections: [] }).filter((p) => p.message.includes("Turkish suffix"))).toHaveLength(3);
  });
});

describe("the Turkish figures, for every value", () => {
  const config = parseConfig({
    KGC_REQUEST_SITE_URL: "https://request.example.org",
    KGC_TRAVEL_STORE_URL: "https://travel.example.org",
    KGC_DONATE_URL: "https://donate.example.org",
  });
  // compileText reads the figures from a folder: a copy of the content, whose figures each case writes.
  const root = temporaryFolder(site);
  afterAll(() => removeFolder(root));
  const travel = readFileSync(join(repo, "content/pages/tr/travel.md"), "utf8");
  const figuresFile = join(root, "content/data/figures.yaml");
  const figures = readFileSync(figuresFile, "utf8");

  /** The travel page's impact paragraph and the figure captions, with these figures. */
  function render(esims: number, people: number, since: string) {
    writeFileSync(
      figuresFile,
      figures
        .replace(/^esims_distributed: .*$/m, `esims_distributed: ${esims}`)
        .replace(/^people_connected: .*$/m, `people_connected: ${people}`)
        .replace(/^counting_since: .*$/m, `counting_since: ${since}`),
    );
    const page = compileText(travel, pageCollections.travel, "tr", config, root);
    const home = compileText(readFileSync(join(repo, "content/pages/tr/home.md"), "utf8"), pageCollections.home, "tr", config, root);
    return { paragraph: page.impact.paragraphs[0] ?? "", figures: home.figures };
  }

  it("reads as written by hand for three cases", () => {
    const today = render(50000, 200000, "2023-10");
    expect(today.paragraph).toContain("Programımız Ekim 2023 tarihinden bu yana 50.000 adetten fazla eSIM dağıttı");
    expect(today.paragraph).toContain("Gazze’de 200.000 kişiden fazlasını internete kavuşturdu.");
    expect(today.figures.esims).toEqual({ value: "50.000+", label: "Ekim 2023 tarihinden bu yana dağıtılan eSIM" });
    const later = render(60000, 1000000, "2026-03");
    expect(later.paragraph).toContain("Programımız Mart 2026 tarihinden bu yana 60.000 adetten fazla eSIM dağıttı");
    expect(later.paragraph).toContain("Gazze’de 1.000.000 kişiden fazlasını internete kavuşturdu.");
    expect(render(75500, 310000, "2035-01").figures.esims.label).toBe("Ocak 2035 tarihinden bu yana dağıtılan eSIM");
  });

  const months = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"];
  const years = Array.from({ length: 13 }, (_, index) => 2023 + index);
  const counts = [
    50000, 50001, 52013, 60000, 66666, 70000, 80000, 90000, 99999, 100000, 150000, 200000, 250000, 300000, 400000, 500000, 600000, 700000,
    800000, 900000, 1000000,
  ];

  it("gives every year 2023–2035 and every figure 50,000–1,000,000 no suffix that depends on it", () => {
    const wrong: string[] = [];
    years.forEach((year, index) => {
      const month = (index % 12) + 1;
      const esims = counts[index % counts.length] ?? 50000;
      const people = counts[(index * 7 + 3) % counts.length] ?? 200000;
      for (const [e, p] of [
        [esims, people],
        [people, esims],
      ] as const) {
        const { paragraph, figures } = render(e, p, `${year}-${String(month).padStart(2, "0")}`);
        const expected = [
          `Programımız ${months[month - 1]} ${year} tarihinden bu yana ${e.toLocaleString("tr")} adetten fazla eSIM dağıttı`,
          `Gazze’de ${p.toLocaleString("tr")} kişiden fazlasını`,
        ];
        for (const phrase of expected) if (!paragraph.includes(phrase)) wrong.push(`${year}, ${e}, ${p}: ${paragraph}`);
        if (figures.esims.label !== `${months[month - 1]} ${year} tarihinden bu yana dağıtılan eSIM`) wrong.push(figures.esims.label);
      }
    });
    for (const count of counts) {
      const { paragraph } = render(count, count, "2030-06");
      if (!paragraph.includes(`${count.toLocaleString("tr")} adetten`) || !paragraph.includes(`${count.toLocaleString("tr")} kişiden`))
        wrong.push(paragraph);
    }
    expect(wrong).toEqual([]);
  });
});
