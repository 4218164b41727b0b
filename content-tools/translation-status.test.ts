// npm run i18n:status and the module behind it, on temporary copies of a small content tree in the
// site's layout (tests/fixtures/cms-content): fresh, then after the English text changes, and when a
// translation is marked current without being changed (decision 171). The command runs in this
// process (test-support/i18n-status.ts), and once on the command line.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { markUpToDate, recordUpToDate } from "./mark-translated.ts";
import { sameAsEnglish } from "./same-as-english.ts";
import { statusCommand, statusIn } from "./test-support/i18n-status.ts";
import { removeFolder, repo, siteFiles, temporaryFolder } from "./test-support/site-files.ts";
import { translationStatus, unchangedNote } from "./translation-status.ts";

const fixture = siteFiles(["content", "messages"], join(repo, "tests/fixtures/cms-content"));
let root = "";

beforeEach(() => {
  root = temporaryFolder(fixture);
});
afterEach(() => removeFolder(root));

function edit(file: string, change: (text: string) => string) {
  const path = join(root, file);
  const before = readFileSync(path, "utf8");
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
}

/** Runs `npm run i18n:status` on the temporary tree. */
const status = (...args: string[]) => statusIn(root, ...args);

const summary = (items: Awaited<ReturnType<typeof translationStatus>>) =>
  items.map(({ locale, kind, name, state }) => `${locale} ${kind} ${name} ${state}`);

// One test runs the script as a child process: slower than a unit test on a busy machine.
describe("translation status", { timeout: 30_000 }, () => {
  it("says nothing is missing or outdated in a tree whose translations record today's English", async () => {
    expect(await translationStatus(root)).toEqual([]);
    const { code, stdout } = await status();
    expect(code).toBe(0);
    expect(stdout).toContain("fr: every translation is up to date");
    expect(stdout).toContain("0 missing, 0 outdated");
  });

  it("names a file that does not parse, or that a merge left half-done, instead of a list", async () => {
    edit("content/pages/tr/contact.md", (text) => text.replace(/^---\n/, "---\ntitle: [İletişim\n"));
    const unparsable = await status();
    expect(unparsable.code).toBe(2);
    expect(unparsable.stdout).toBe("");
    expect(unparsable.stderr).toMatch(/^content\/pages\/tr\/contact\.md cannot be read: .+\. Correct that file, then run this again\.\n$/);

    // Wrapped whole in a merge's markers, a file may even parse: the markers are named first.
    edit("content/pages/fr/home.md", (text) => `<<<<<<< HEAD\n${text}=======\n${text}>>>>>>> main\n`);
    edit("content/pages/tr/contact.md", (text) => text.replace("title: [İletişim\n", ""));
    const merged = await status();
    expect(merged.code).toBe(2);
    expect(merged.stderr).toBe(
      "content/pages/fr/home.md holds a merge left half-done (lines <<<<<<<, ======= and >>>>>>>): keep one of the two versions and delete the three marker lines. Correct that file, then run this again.\n",
    );
  });

  it("flags the French, Turkish and Arabic home page as outdated once the English home page changes", async () => {
    edit("content/pages/en/home.md", (text) => text.replace("heading: Our mission", "heading: What we do"));
    const items = await translationStatus(root);
    expect(summary(items)).toEqual(["fr page home outdated", "tr page home outdated", "ar page home outdated"]);
    expect(items[0]?.file).toBe("content/pages/fr/home.md");
    // The fingerprint to record is the new one, not the one the translation has.
    const recorded = /source_hash: (\w+)/.exec(readFileSync(join(root, "content/pages/fr/home.md"), "utf8"))?.[1];
    expect(items[0]?.sourceHash).toMatch(/^[0-9a-f]{12}$/);
    expect(items[0]?.sourceHash).not.toBe(recorded);

    // Outdated alone is reported but is not a failure, unless --strict.
    const report = await status();
    expect(report.code).toBe(0);
    expect(report.stdout).toMatch(/fr:\n {2}outdated \(1\):\n {4}page home {2}content\/pages\/fr\/home\.md/);
    // On the command line, as a translator runs it: the option, KGC_CONTENT_ROOT and the exit code through Node.
    expect((await statusCommand(root, "--strict")).code).toBe(1);
  });

  it("does not flag a translation when the English file is only reformatted", async () => {
    edit("content/pages/en/contact.md", (text) => text.replace("\n---\n", "\n\n---\n\n\n"));
    expect(await translationStatus(root)).toEqual([]);
  });

  it("reports a deleted French page as missing and exits non-zero", async () => {
    rmSync(join(root, "content/pages/fr/contact.md"));
    expect(summary(await translationStatus(root))).toEqual(["fr page contact missing"]);
    const { code, stdout } = await status();
    expect(code).toBe(1);
    expect(stdout).toContain("missing (1):\n    page contact  content/pages/fr/contact.md");
  });

  it("lists only the files the collections name: an English draft beside them is no translation to make", async () => {
    writeFileSync(join(root, "content/pages/en/draft.md"), "---\npage: draft\ntitle: A draft the team keeps\n---\n");
    expect(await translationStatus(root)).toEqual([]);
    expect(await sameAsEnglish(root)).toEqual([]);
  });

  it("flags a message whose English text changed, in every language", async () => {
    edit("messages/en.json", (text) =>
      text.replace('"skip_to_content": "Skip to main content"', '"skip_to_content": "Skip to the content"'),
    );
    expect(summary(await translationStatus(root))).toEqual([
      "fr message skip_to_content outdated",
      "tr message skip_to_content outdated",
      "ar message skip_to_content outdated",
    ]);
  });

  it("flags a policy and a data file's wording when their English changes", async () => {
    edit("content/policies/en/privacy-policy.md", (text) => text.replace("We hold only", "We keep only"));
    edit("content/data/figures.yaml", (text) =>
      text.replace("esims_label: eSIMs distributed since {counting_since}", "esims_label: eSIMs given since {counting_since}"),
    );
    expect(summary(await translationStatus(root)).filter((line) => line.startsWith("tr "))).toEqual([
      "tr policy privacy-policy outdated",
      "tr data figures outdated",
    ]);
  });

  it("does not flag the data wording when only a number changes", async () => {
    edit("content/data/figures.yaml", (text) => text.replace("esims_distributed: 50000", "esims_distributed: 52000"));
    expect(await translationStatus(root)).toEqual([]);
  });

  it("--mark records a translation as up to date, and only that one", async () => {
    edit("content/pages/en/home.md", (text) => text.replace("heading: Our mission", "heading: What we do"));
    edit("messages/en.json", (text) =>
      text.replace('"skip_to_content": "Skip to main content"', '"skip_to_content": "Skip to the content"'),
    );
    edit("content/data/figures.yaml", (text) => text.replace("people_label: people connected", "people_label: people online"));
    expect((await status("--mark", "fr", "pages/home")).stdout).toContain("content/pages/fr/home.md");
    await status("--mark", "fr", "messages/skip_to_content");
    const figuresBefore = readFileSync(join(root, "content/data/figures.yaml"), "utf8");
    await status("--mark", "fr", "data/figures");
    expect(summary(await translationStatus(root)).filter((line) => line.startsWith("fr "))).toEqual([]);
    expect(summary(await translationStatus(root)).filter((line) => line.startsWith("ar "))).toEqual([
      "ar page home outdated",
      "ar data figures outdated",
      "ar message skip_to_content outdated",
    ]);
    // --mark edits the one value: every other line of the data file stays as it was.
    const changed = (before: string, after: string) => after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
    const figuresAfter = readFileSync(join(root, "content/data/figures.yaml"), "utf8");
    expect(changed(figuresBefore, figuresAfter)).toHaveLength(1);
    expect(changed(figuresBefore, figuresAfter)[0]).toMatch(/^\s+source_hash: /);
  });

  it("refuses to mark a translation current when the English dropped a sentence and the translation kept it (the French I7 case)", async () => {
    // Every translation as it is today, marked once: what each said is recorded.
    await recordUpToDate(root);
    const policy = (locale: string) => `content/policies/${locale}/privacy-policy.md`;
    // The English drops its second paragraph; Turkish and Arabic drop it too, French keeps it.
    edit(policy("en"), (text) => text.replace(/\nWe hold only the information[^\n]*\n/, ""));
    edit(policy("tr"), (text) => text.replace(/\nYalnızca programı yürütmek[^\n]*\n/, ""));
    edit(policy("ar"), (text) => text.replace(/\nلا نحتفظ إلا بالمعلومات[^\n]*\n/, ""));

    const refused = await status("--mark", "fr", "policies/privacy-policy");
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("the English changed, but the translation did not since it was last marked (policies/privacy-policy)");
    expect(readFileSync(join(root, policy("fr")), "utf8")).toContain("Nous ne détenons que les informations");
    await markUpToDate(root, "tr", "policies/privacy-policy");
    await markUpToDate(root, "ar", "policies/privacy-policy");
    expect(summary(await translationStatus(root))).toEqual(["fr policy privacy-policy outdated"]);

    // Copying the new fingerprint by hand (as in the editor) does not hide it either.
    const english = (await translationStatus(root))[0]?.sourceHash ?? "";
    edit(policy("fr"), (text) => text.replace(/source_hash: .*/, `source_hash: "${english}"`));
    const [copied] = await translationStatus(root);
    expect(copied).toMatchObject({ locale: "fr", name: "privacy-policy", state: "outdated", note: unchangedNote });
    expect((await status()).stdout).toContain(`policy privacy-policy  ${policy("fr")}  English fingerprint ${english}  (${unchangedNote})`);

    // Translated, it can be marked.
    edit(policy("fr"), (text) => text.replace(/\nNous ne détenons que les informations[^\n]*\n/, ""));
    await markUpToDate(root, "fr", "policies/privacy-policy");
    expect(await translationStatus(root)).toEqual([]);
  });

  it("marks a translation unchanged on purpose only with a reason, and lists it with the reason", async () => {
    await recordUpToDate(root);
    edit("messages/en.json", (text) =>
      text.replace('"skip_to_content": "Skip to main content"', '"skip_to_content": "Skip to the main content"'),
    );
    await expect(markUpToDate(root, "fr", "messages/skip_to_content")).rejects.toThrow("the translation did not");
    await expect(markUpToDate(root, "fr", "messages/skip_to_content", { unchanged: " " })).rejects.toThrow("needs a reason");
    const reason = "The English only added an article; the French already reads that way.";
    expect((await status("--mark", "fr", "messages/skip_to_content", "--unchanged", reason)).code).toBe(0);
    expect(summary(await translationStatus(root)).filter((line) => line.startsWith("fr "))).toEqual([]);
    const report = await status();
    expect(report.stdout).toContain(
      `unchanged on purpose although the English changed (1):\n    messages/skip_to_content  messages/fr.json: ${reason}`,
    );
    // Marking every message at once never hides one: the unchanged ones are refused together.
    await expect(markUpToDate(root, "tr", "messages")).rejects.toThrow("(messages/skip_to_content)");
  });

  it("lists a translated sentence left word for word in English, without failing", async () => {
    // A translator pasted the English body of the newsletter card into the French file.
    edit("content/pages/fr/contact.md", (text) =>
      text.replace(/(newsletter:\n {2}heading: .*\n {2}body: ).*/, "$1Get news of our work and ways to help, straight to your inbox."),
    );
    const copies = await sameAsEnglish(root);
    expect(copies.map(({ locale, file, field }) => `${locale} ${file} ${field}`)).toContain(
      "fr content/pages/fr/contact.md newsletter.body",
    );
    expect((await status()).stdout).toContain("same as English (1)");
    expect((await status()).code).toBe(0);
  });
});
