// Editing the content, as staff do. First the local editor (`npm run cms`) on a temporary copy of a
// content tree (never the working tree), every non-loopback request blocked: change a French text,
// save, and the French file on disk says it; Arabic fields are right to left; the "Translations to
// update" panel lists what `npm run i18n:status` lists. Then the editor at /admin in the production
// build: kept out of search engines and of the service worker's caches, under a Content-Security-Policy
// of its own, invisible to the public pages (none links to it or loads a byte of it), and starting
// Decap CMS on GitHub in the hosted mode.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { parseMarkdownFile } from "../../content-tools/content-file.ts";
import { sourceHash } from "../../content-tools/source-hash.ts";
import { translationStatus } from "../../content-tools/translation-status.ts";
import { cmsConfig } from "../../editor/config.ts";
import { editorHeaders } from "../../server/rules.ts";
import { test as base, expect, sharedByTests } from "./playwright-utils.ts";
import { allPages, listenOnLoopback } from "./support.ts";

const repoRoot = new URL("../..", import.meta.url).pathname;

/** Starts `npm run cms` on a folder and resolves with the address it prints. */
function startEditor(folder: string, started: (process: ChildProcess) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const editor = spawn(process.execPath, [join(repoRoot, "editor/server.ts")], {
      cwd: repoRoot,
      env: { ...process.env, PORT: "0", KGC_CMS_ROOT: folder },
      stdio: ["ignore", "pipe", "inherit"],
    });
    started(editor);
    let output = "";
    editor.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const url = /(http:\/\/127\.0\.0\.1:\d+)\/admin/.exec(output)?.[1];
      if (url) resolve(url);
    });
    editor.on("exit", (code) => reject(new Error(`npm run cms stopped (${code}): ${output}`)));
  });
}

type LocalEditor = { origin: string; root: string; stop: () => void };

/** `npm run cms` on a temporary copy of the test content tree; `stop` ends it and removes the tree. */
async function startLocalEditor(): Promise<LocalEditor> {
  const root = mkdtempSync(join(tmpdir(), "kgc-cms-"));
  cpSync(join(repoRoot, "tests/fixtures/cms-content"), root, { recursive: true });
  let editor: ChildProcess | undefined;
  const stop = () => {
    editor?.kill();
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const origin = await startEditor(root, (process) => {
      editor = process;
    });
    return { origin, root, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

const localEditor = sharedByTests(base, startLocalEditor, (editor) => editor.stop());

/** The local editor on a temporary content tree, shared by the tests of the worker (see `sharedByTests`). */
const test = base.extend<{ localEditor: LocalEditor }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
  localEditor: async ({}, use) => use(await localEditor()),
});

/** Records the policy violations a page reports, from its first script on. */
const recordViolations = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { violations: seen });
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

test.describe("the content editor (npm run cms)", () => {
  /** A page of the editor with the requests it made to other origins. */
  async function openEditor(newContext: (options: { baseURL: string }) => Promise<BrowserContext>, origin: string, hash: string) {
    const context = await newContext({ baseURL: origin });
    const offsite: string[] = [];
    context.on("request", (request) => {
      if (new URL(request.url()).origin !== origin) offsite.push(request.url());
    });
    const page = await context.newPage();
    await recordViolations(page);
    await page.goto(`/admin#${hash}`);
    // The local backend has no account: the sign-in screen says so, and the button only enters.
    await expect(page.getByText("No account is needed and nothing leaves this computer")).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Login" }).click();
    return { page, offsite };
  }

  /** Publishes the entry open in the editor. */
  async function publish(page: Page) {
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
  }

  /** The side of the form in a language (the editor's "Writing in FR" menu heads it). */
  const pane = (page: Page, locale: string) => page.locator(`[data-kgc-locale="${locale}"]`);

  test("saves a French text of a page into the French file, and leaves English and the status as they were", async ({
    newContext,
    localEditor: { origin, root },
  }) => {
    const read = (file: string) => parseMarkdownFile(readFileSync(join(root, file), "utf8"));
    const englishBefore = read("content/pages/en/contact.md");
    const { page, offsite } = await openEditor(newContext, origin, "/collections/page-contact/entries/contact");
    const heading = pane(page, "fr").getByLabel("Main heading", { exact: true });
    await expect(heading).toHaveValue("Nous contacter", { timeout: 30_000 });
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
    expect(await violations(page)).toEqual([]);
  });

  test.describe("the site notice", () => {
    const noticeHash = "/collections/notice/entries/notice";
    const texts = [
      "The request site is down. [Write to us](/contact) if you need an eSIM today.",
      "Le site de demande est en panne. [Écrivez-nous](/contact) si vous avez besoin d’une eSIM aujourd’hui.",
      "Talep sitesi çalışmıyor. Bugün eSIM’e ihtiyacınız varsa [bize yazın](/contact).",
      "موقع طلب الشرائح متوقف. [راسلونا](/contact) إن احتجتم إلى شريحة eSIM اليوم.",
    ];
    /** One text per language, English, French, Turkish, Arabic in that order. */
    const textFields = (page: Page) => page.getByRole("textbox", { name: /^(notice )?text/i });
    // The tests share this content tree: the notice goes back as it was after each one (its
    // translations would otherwise count among the translations to update).
    let before = "";
    test.beforeEach(({ localEditor: { root } }) => {
      before = readFileSync(join(root, "content/data/notice.yaml"), "utf8");
    });
    test.afterEach(({ localEditor: { root } }) => {
      writeFileSync(join(root, "content/data/notice.yaml"), before);
    });

    test("is found first in the collections and by the search", async ({ newContext, localEditor: { origin } }) => {
      const { page } = await openEditor(newContext, origin, "/");
      const collections = page.getByRole("complementary").getByRole("listitem");
      await expect(collections.first()).toHaveText("Site notice", { timeout: 30_000 });
      await page.goto(`${origin}/admin#/search/notice`);
      await page.getByRole("navigation", { name: "Collections found" }).getByRole("link", { name: "Site notice" }).click();
      await expect(page.getByLabel("Starts (Gaza time)")).toBeVisible({ timeout: 15_000 });
    });

    test("written in four languages in one edit: saved, previewed right to left in Arabic, and none outdated", async ({
      newContext,
      localEditor: { origin, root },
    }) => {
      const noticeFile = join(root, "content/data/notice.yaml");
      const { page, offsite } = await openEditor(newContext, origin, noticeHash);
      await expect(textFields(page)).toHaveCount(4, { timeout: 30_000 });
      // Gaza's time now, beside the date.
      await expect(page.getByText(/^Gaza time\. Now in Gaza: \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(GMT\+[23]\)/).first()).toBeVisible();
      await page.getByLabel("Starts (Gaza time)").fill("2026-11-24T09:00");
      await page.getByLabel("Ends (Gaza time)").fill("2036-11-26T18:00");
      await page.getByLabel("Kind").click();
      await page.getByRole("option", { name: "Urgent (amber)" }).click();
      for (const [index, text] of texts.entries()) await textFields(page).nth(index).fill(text);

      // The preview: the notice as the pages show it, in each language, Arabic right to left.
      const preview = page.frameLocator("#preview-pane");
      const arabic = preview.locator('[data-kgc-preview="ar"]');
      await expect(arabic).toHaveAttribute("dir", "rtl");
      await expect(arabic).toHaveAttribute("lang", "ar");
      await expect(arabic).toContainText("تنبيه موقع طلب الشرائح متوقف. راسلونا إن احتجتم إلى شريحة eSIM اليوم.");
      await expect(arabic).toContainText("منذ 24 تشرين الثاني، الساعة 09:00");
      await expect(preview.locator('[data-kgc-preview="fr"]')).toContainText("Depuis le 24 novembre, 09:00");
      await expect(preview.getByText("Showing now on every page, once this change is published.")).toBeVisible();

      await publish(page);
      // decap-server rewrites a file in place: a read can meet it emptied, just before its new text.
      const saved = () => parseYaml(readFileSync(noticeFile, "utf8")) ?? {};
      await expect.poll(() => saved().starts, { timeout: 15_000 }).toBe("2026-11-24T09:00");
      expect(saved()).toMatchObject({
        ends: "2036-11-26T18:00",
        kind: "warning",
        wording: { en: { text: texts[0] }, fr: { text: texts[1] }, tr: { text: texts[2] }, ar: { text: texts[3] } },
      });
      // Written together, the four are current together: nothing of the notice to update, no fingerprint copied.
      expect((await translationStatus(root)).filter((item) => item.name === "notice")).toEqual([]);
      // Where the change went.
      await expect(
        page.getByRole("status").filter({ hasText: "into the files on this computer (content/data/notice.yaml)" }),
      ).toBeVisible();
      expect(offsite).toEqual([]);
      expect(await violations(page)).toEqual([]);
      // The languages side by side: French on the same row as English, beside it.
      const [english, french] = [await textFields(page).nth(0).boundingBox(), await textFields(page).nth(1).boundingBox()];
      expect(english && french && Math.abs(french.y - english.y) < english.height && french.x !== english.x).toBe(true);
      await expect(textFields(page).nth(3)).toHaveAttribute("dir", "rtl");
      await expect(textFields(page).nth(1)).toHaveAttribute("dir", "ltr");
    });

    test("an English change alone outdates the translations, until one is updated or marked as up to date", async ({
      newContext,
      localEditor: { origin, root },
    }) => {
      const noticeFile = join(root, "content/data/notice.yaml");
      // A notice translated from its English text.
      const translated = sourceHash({ text: texts[0] });
      const [en, fr, tr, ar] = texts.map((text) => JSON.stringify(text));
      writeFileSync(
        noticeFile,
        `starts: "2026-11-24T09:00"\nends: "2036-11-26T18:00"\nkind: info\nwording:\n  en:\n    text: ${en}\n` +
          [
            ["fr", fr],
            ["tr", tr],
            ["ar", ar],
          ]
            .map(([locale, text]) => `  ${locale}:\n    text: ${text}\n    source_hash: ${translated}\n`)
            .join(""),
      );
      // A status read while decap-server rewrites the file in place (emptied, then written) is not an answer yet.
      const notice = async () =>
        (await translationStatus(root).catch(() => []))
          .filter((item) => item.name === "notice")
          .map((item) => `${item.locale} ${item.state}`);
      expect(await notice()).toEqual([]);
      const { page } = await openEditor(newContext, origin, noticeHash);
      await expect(textFields(page).nth(0)).toHaveText(texts[0] ?? "", { timeout: 30_000 });
      await textFields(page).nth(0).fill("The request site is down until tomorrow. [Write to us](/contact) if you need an eSIM today.");
      await publish(page);
      await expect.poll(notice, { timeout: 15_000 }).toEqual(["fr outdated", "tr outdated", "ar outdated"]);

      // Turkish checked against the new English: marked as up to date, no fingerprint copied.
      await pane(page, "tr").getByRole("button", { name: "Mark as up to date" }).click();
      await publish(page);
      await expect.poll(notice, { timeout: 15_000 }).toEqual(["fr outdated", "ar outdated"]);
    });

    test("cannot be saved with text and no dates, or with an end before its start: the message names the field", async ({
      newContext,
      localEditor: { origin, root },
    }) => {
      const noticeFile = join(root, "content/data/notice.yaml");
      const { page } = await openEditor(newContext, origin, noticeHash);
      await expect(textFields(page)).toHaveCount(4, { timeout: 30_000 });
      await textFields(page)
        .nth(0)
        .fill(texts[0] ?? "");
      await publish(page);
      await expect(page.getByText("Starts (Gaza time): needed, as the notice has text")).toBeVisible();
      await expect(page.getByText("Ends (Gaza time): needed, as the notice has text")).toBeVisible();

      await page.getByLabel("Starts (Gaza time)").fill("2026-11-24T09:00");
      await page.getByLabel("Ends (Gaza time)").fill("2026-11-23T18:00");
      await publish(page);
      await expect(
        page.getByText("Ends (Gaza time): must be after the start (Tue 24 Nov 2026, 09:00 (GMT+2)); it is Mon 23 Nov 2026, 18:00 (GMT+2)."),
      ).toBeVisible();
      await expect(page.getByText("Starts (Gaza time): needed")).toHaveCount(0);
      // Nothing was written.
      expect(readFileSync(noticeFile, "utf8")).toBe(before);
    });
  });

  test("writes Arabic fields right to left and English ones left to right", async ({ newContext, localEditor: { origin } }) => {
    const { page } = await openEditor(newContext, origin, "/collections/page-home/entries/home");
    await page.getByRole("button", { name: "Writing in FR" }).click();
    await page.getByRole("menuitem", { name: "ar", exact: true }).click();
    const arabic = pane(page, "ar").getByLabel("Main heading", { exact: true });
    await expect(arabic).toHaveValue("لنُبقِ غزة متصلة", { timeout: 15_000 });
    await expect(arabic).toHaveAttribute("dir", "rtl");
    await expect(pane(page, "en").getByLabel("Main heading", { exact: true })).toHaveAttribute("dir", "ltr");
  });

  test("lists the translations to update once the English text changes, with the fingerprint to record", async ({
    newContext,
    localEditor: { origin, root },
  }) => {
    const read = (file: string) => parseMarkdownFile(readFileSync(join(root, file), "utf8"));
    const file = join(root, "content/pages/en/home.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("heading: Our mission", "heading: What we do"));
    const { page } = await openEditor(newContext, origin, "/");
    const panel = page.getByRole("group").filter({ hasText: "Translations to update" });
    await panel.getByText("Translations to update (3)").click();
    const fingerprint = sourceHash({ ...read("content/pages/en/home.md").frontmatter, body: read("content/pages/en/home.md").body });
    for (const locale of ["fr", "tr", "ar"]) {
      await expect(panel).toContainText(`Outdated: page home (content/pages/${locale}/home.md). Fingerprint to record: ${fingerprint}`);
    }
  });
});

// Written out here rather than imported, so a change to the policy is a visible change to this test.
const adminPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "worker-src 'self' blob:",
].join("; ");

test.describe("/admin in the production build", () => {
  const get = (origin: string, path: string, init?: RequestInit) => fetch(`${origin}${path}`, init);

  test("is served in English whatever the visitor's language, with noindex and its own policy", async ({ site: { origin } }) => {
    const response = await get(origin, "/admin", {
      headers: { cookie: "PARAGLIDE_LOCALE=ar", "accept-language": "fr" },
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("content-security-policy")).toBe(adminPolicy);
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect((await get(origin, "/admin/decap-cms.js")).headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  test("leaves the public pages' policy as strict as before", async ({ site: { origin } }) => {
    for (const path of ["/", "/fr/contact", "/ar/about"]) {
      const policy = (await get(origin, path)).headers.get("content-security-policy") ?? "";
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain("unsafe-eval");
      expect(policy).not.toContain("api.github.com");
    }
  });

  test("is disallowed in robots.txt and absent from the sitemap", async ({ site: { origin } }) => {
    expect(await (await get(origin, "/robots.txt")).text()).toContain("Disallow: /admin\n");
    expect(await (await get(origin, "/sitemap.xml")).text()).not.toContain("/admin");
  });

  test("adds nothing to any public page: no page or asset refers to it", async ({ site: { origin } }) => {
    for (const { url } of allPages) {
      const html = await (await get(origin, url)).text();
      expect([url, /\/admin|decap/i.test(html)]).toEqual([url, false]);
    }
    const assets = join("dist/client/assets");
    const referring = readdirSync(assets).filter(
      (name) => /\.(js|css)$/.test(name) && /decap-cms|\/admin\//.test(readFileSync(join(assets, name), "utf8")),
    );
    expect(referring).toEqual([]);
  });

  test("says the online editor is not set up when the build has no repository", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.locator("body")).toContainText("The online editor is not set up for this site yet", { timeout: 20_000 });
  });

  test.describe("with the service worker", () => {
    test.use({ serviceWorkers: "allow" });

    test("is kept in no cache of the service worker", async ({ page }) => {
      await page.goto("/");
      await page.evaluate(() => navigator.serviceWorker.ready);
      // Once the worker controls the site, a visit to /admin goes through it.
      await page.reload();
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await page.goto("/admin");
      await expect(page.locator("body")).toContainText("The online editor is not set up", { timeout: 20_000 });
      await page.goto("/robots.txt");
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${request.url}`);
        }
        return urls;
      });
      expect(cached.length).toBeGreaterThan(0);
      expect(cached.filter((entry) => entry.includes("/admin"))).toEqual([]);
    });
  });
});

test.describe("/admin in the hosted mode", () => {
  test("starts Decap CMS on GitHub with sign-in through the configured server, under its policy", async ({ newContext }) => {
    // The built editor page with the configuration a build with KGC_CMS_REPO writes (the site's own
    // build has none), served with the production headers for that sign-in server.
    const authUrl = "http://auth.invalid";
    const config = cmsConfig({
      rootDir: "tests/fixtures/cms-content",
      backend: { mode: "hosted", repo: "keep-gaza/site", branch: "main", authUrl, siteUrl: "https://keepgazaconnected.org" },
    });
    const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
    const host = await listenOnLoopback((request, response) => {
      const path = new URL(request.url ?? "/", "http://localhost").pathname;
      const headers = { ...editorHeaders({ authUrl }) };
      if (path === "/admin/config.json")
        return response.writeHead(200, { ...headers, "Content-Type": "application/json" }).end(JSON.stringify(config));
      const file = join("dist/client", path === "/admin" ? "/admin/index.html" : path);
      if (!path.startsWith("/admin") || !existsSync(file)) return response.writeHead(404).end();
      response.writeHead(200, { ...headers, "Content-Type": types[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
    });
    const context = await newContext({ baseURL: host.origin });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await recordViolations(page);
      await page.goto("/admin");
      await expect(page.getByRole("button", { name: "Login with GitHub" })).toHaveCount(1, { timeout: 30_000 });
      expect(errors).toEqual([]);
      expect(await violations(page)).toEqual([]);
    } finally {
      // The browser first: the host waits for its open connections before it stops.
      await context.close();
      await host.close();
    }
  });
});
