// The content editor as staff use it: `npm run cms` on a temporary copy of a content tree (never
// the working tree), Chromium with every non-loopback request blocked. Change a French text, save,
// and the French file on disk says it; Arabic fields are right to left; the "Translations to update"
// panel lists what `npm run i18n:status` lists.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMarkdownFile } from "../../content-tools/content-file.js";
import { sourceHash } from "../../content-tools/source-hash.js";
import { translationStatus } from "../../content-tools/translation-status.js";
import { launchBrowser, newContext } from "./support";

const repoRoot = new URL("../..", import.meta.url).pathname;
let root = "";
let editor: ChildProcess | undefined;
let origin = "";
let browser: Browser;

/** Starts `npm run cms` on a folder and resolves with the address it prints. */
function startEditor(folder: string): Promise<string> {
  return new Promise((resolve, reject) => {
    editor = spawn(process.execPath, [join(repoRoot, "scripts/cms.js")], {
      cwd: repoRoot,
      env: { ...process.env, PORT: "0", KGC_CMS_ROOT: folder },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    editor.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const url = /(http:\/\/127\.0\.0\.1:\d+)\/admin/.exec(output)?.[1];
      if (url) resolve(url);
    });
    editor.on("exit", (code) => reject(new Error(`npm run cms stopped (${code}): ${output}`)));
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "kgc-cms-"));
  cpSync(join(repoRoot, "tests/fixtures/cms-content"), root, { recursive: true });
  origin = await startEditor(root);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  editor?.kill();
  rmSync(root, { recursive: true, force: true });
});

/** A page of the editor with its blocked requests and policy violations recorded. */
async function openEditor(hash: string) {
  const context: BrowserContext = await newContext(browser, origin);
  const offsite: string[] = [];
  context.on("request", (request) => {
    if (new URL(request.url()).origin !== origin) offsite.push(request.url());
  });
  const page: Page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { violations: seen });
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(`${origin}/admin#${hash}`);
  // The local backend has no account: the button only enters.
  await page.getByRole("button", { name: "Login" }).click();
  return { page, context, offsite };
}

/** The side of the form in a language (the editor's "Writing in FR" menu heads it). */
const pane = (page: Page, locale: string) => page.locator(`[data-kgc-locale="${locale}"]`);

const read = (file: string) => parseMarkdownFile(readFileSync(join(root, file), "utf8"));

describe("the content editor (npm run cms)", () => {
  it("saves a French text of a page into the French file, and leaves English and the status as they were", async () => {
    const englishBefore = read("content/pages/en/contact.md");
    const { page, context, offsite } = await openEditor("/collections/page-contact/entries/contact");
    const heading = pane(page, "fr").getByLabel("Main heading", { exact: true });
    await expect.poll(() => heading.inputValue(), { timeout: 30_000 }).toBe("Nous contacter");
    await heading.fill("Écrivez-nous");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();

    await expect.poll(() => read("content/pages/fr/contact.md").frontmatter.heading, { timeout: 15_000 }).toBe("Écrivez-nous");
    const french = read("content/pages/fr/contact.md").frontmatter;
    expect((french.newsletter as { heading: string }).heading).toBe("Lettre d’information");
    expect(read("content/pages/en/contact.md")).toEqual(englishBefore);
    // Saving rewrote the four files; none of them became outdated or missing.
    expect(await translationStatus(root)).toEqual([]);
    expect(offsite).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    await context.close();
  });

  it("writes Arabic fields right to left and English ones left to right", async () => {
    const { page, context } = await openEditor("/collections/page-home/entries/home");
    await page.getByRole("button", { name: "Writing in FR" }).click();
    await page.getByRole("menuitem", { name: "ar", exact: true }).click();
    const arabic = pane(page, "ar").getByLabel("Main heading", { exact: true });
    await expect.poll(() => arabic.inputValue(), { timeout: 15_000 }).toBe("لنُبقِ غزة متصلة");
    await expect.poll(() => arabic.getAttribute("dir")).toBe("rtl");
    expect(await pane(page, "en").getByLabel("Main heading", { exact: true }).getAttribute("dir")).toBe("ltr");
    await context.close();
  });

  it("lists the translations to update once the English text changes, with the fingerprint to record", async () => {
    const file = join(root, "content/pages/en/home.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("heading: Our mission", "heading: What we do"));
    const { page, context } = await openEditor("/");
    const panel = page.getByRole("group").filter({ hasText: "Translations to update" });
    await panel.getByText("Translations to update (3)").click();
    const fingerprint = sourceHash({ ...read("content/pages/en/home.md").frontmatter, body: read("content/pages/en/home.md").body });
    for (const locale of ["fr", "tr", "ar"]) {
      await expect
        .poll(() => panel.textContent())
        .toContain(`Outdated: page home (content/pages/${locale}/home.md). Fingerprint to record: ${fingerprint}`);
    }
    await context.close();
  });
});
