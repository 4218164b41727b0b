// The installer (/help/installer), as a resident with one phone uses it: a QR image made here with
// the `qrcode` package (synthetic codes only) picked in the file chooser becomes Apple's setup link on
// an iPhone, the whole code to paste on Samsung and other Android phones, the parts for manual entry,
// the QR redrawn; an install link carries the code after `#` and fills the installer; bad inputs get
// their words; nothing leaves the page while it reads; the Arabic page keeps the code left to right.
import type { BrowserContext, Page } from "@playwright/test";
import QRCode from "qrcode";
import { localizePath } from "#model/locales.ts";
import { installerPath } from "#model/pages.ts";
import { phoneAgents } from "./phone-agents.ts";
import { appStarted, expect, test } from "./playwright-utils.ts";
import { allViolations, messages, pageText, viewports } from "./support.ts";

// No service worker: its background saving would be requests the installer did not make.
test.use({ serviceWorkers: "block" });

const smdp = "smdp.example.test";
const code = `LPA:1$${smdp}$TEST-7K2Q-9XW4`;
const confirmCode = `LPA:1$${smdp}$TEST-CONF-0001$$1`;
const appleLink = `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.test%24TEST-7K2Q-9XW4`;
const en = messages("en");
const decoderChunk = /\/assets\/decode-qr-[\w-]+\.js$/;
const png = (text: string, scale = 8) => QRCode.toBuffer(text, { type: "png", scale, margin: 4 });

async function openInstaller(context: BrowserContext, path = installerPath) {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  await page.goto(path);
  await appStarted(page);
  return page;
}

/** Picks a file in the installer's chooser; returns its card. */
async function pick(page: Page, buffer: Buffer, name = "esim.png", mimeType = "image/png") {
  await page.locator("#installer-file").setInputFiles({ name, mimeType, buffer });
  return page.locator("section[aria-labelledby=installer-heading]");
}

/** The headings of the ways to install, in their order on the page. */
const wayHeadings = (page: Page) => page.getByRole("region", { name: en.installer_heading }).locator("h3").allTextContents();

test.describe("a QR image picked in the installer", () => {
  test("on an iPhone: Apple's setup link first, carrying the exact code, then the two parts for manual entry", async ({ newContext }) => {
    const page = await openInstaller(await newContext({ userAgent: phoneAgents.iphone, viewport: viewports.phone }));
    const card = await pick(page, await png(code));
    await expect(card).toContainText(en.installer_ready);
    await expect(card.getByRole("link", { name: en.installer_iphone_button })).toHaveAttribute("href", appleLink);
    await expect
      .poll(() => wayHeadings(page))
      .toEqual([
        en.installer_iphone_heading,
        en.installer_manual_heading,
        en.installer_qr_heading,
        en.installer_android_heading,
        en.installer_link_heading,
      ]);
    // The activation code stays hidden until asked for; the SM-DP+ address is not a secret.
    await expect(card).not.toContainText("TEST-7K2Q-9XW4");
    await expect(card).toContainText(smdp);
    await card.getByRole("button", { name: en.installer_show_code }).click();
    await expect(card).toContainText("TEST-7K2Q-9XW4");
    await card.getByRole("button", { name: `${en.installer_copy}: ${en.installer_activation_code}` }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("TEST-7K2Q-9XW4");
    await card.getByRole("button", { name: `${en.installer_copy}: ${en.installer_smdp}` }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(smdp);
    // The redrawn QR code holds the same code: the installer reads its own drawing back.
    const drawing = card.getByRole("img", { name: en.installer_qr_label });
    await expect(drawing).toBeVisible();
    const box = await drawing.screenshot();
    const again = await pick(page, box, "redrawn.png");
    await expect(again.getByRole("link", { name: en.installer_iphone_button })).toHaveAttribute("href", appleLink);
  });

  for (const phone of ["samsung", "android"] as const) {
    test(`on ${phone === "samsung" ? "a Samsung" : "another Android phone"}: the whole code first, and Copy puts it on the clipboard`, async ({
      newContext,
    }) => {
      const page = await openInstaller(await newContext({ userAgent: phoneAgents[phone], viewport: viewports.phone }));
      const card = await pick(page, await png(code));
      await expect.poll(async () => (await wayHeadings(page))[0]).toBe(en.installer_android_heading);
      await expect(card).not.toContainText(code);
      await card.getByRole("button", { name: `${en.installer_copy}: ${en.installer_whole_code}` }).click();
      await expect(card.getByRole("status").filter({ hasText: en.installer_copied })).toHaveCount(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await card.getByRole("button", { name: en.installer_show_code }).click();
      await expect(card).toContainText(code);
    });
  }

  test("says when the eSIM also needs a confirmation code", async ({ page }) => {
    await page.goto(installerPath);
    await appStarted(page);
    const card = await pick(page, await png(confirmCode));
    await expect(card).toContainText(en.installer_confirmation);
  });
});

test.describe("install links", () => {
  test("the installer makes one for a decoded code, in the chosen language, and opening it fills the installer", async ({ newContext }) => {
    const context = await newContext({ userAgent: phoneAgents.samsung, viewport: viewports.phone });
    const page = await openInstaller(context);
    const card = await pick(page, await png(code));
    await card.getByLabel(en.installer_link_language).selectOption("ar");
    await card.getByRole("button", { name: en.installer_copy_link }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/ar\/help\/installer#/);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).hash).toBe(`#${encodeURIComponent(code)}`);
    await card.getByRole("button", { name: en.installer_copy_message }).click();
    const message = await page.evaluate(() => navigator.clipboard.readText());
    expect(message).toBe(messages("ar").installer_message.replace("{link}", link));

    const resident = await context.newPage();
    await resident.goto(link);
    await appStarted(resident);
    const ar = messages("ar");
    const filled = resident.getByRole("region", { name: ar.installer_heading });
    await expect(filled).toContainText(ar.installer_from_link);
    await expect(filled).toContainText(ar.installer_ready);
    // The code leaves the address bar (and so the history) as soon as it is read.
    await expect.poll(() => resident.evaluate(() => window.location.href)).toMatch(/\/ar\/help\/installer$/);
    await filled.getByRole("button", { name: ar.installer_show_code }).click();
    // Arabic page, Latin code: isolated left to right.
    const whole = filled.locator("bdi", { hasText: code });
    await expect(whole).toHaveAttribute("dir", "ltr");
  });

  test("a link with junk or markup after # gets its message, shown as text, never as HTML", async ({ page }) => {
    const markup = '<img src=x onerror="document.title=1">';
    await page.goto(`${installerPath}#${encodeURIComponent(markup)}`);
    await appStarted(page);
    const card = page.getByRole("region", { name: en.installer_heading });
    await expect(card).toContainText(en.installer_bad_link);
    await expect(card).toContainText(markup);
    await expect(card.locator("img")).toHaveCount(0);
    await page.goto(`${installerPath}#LPA:1$${smdp}`);
    await expect(page.getByRole("region", { name: en.installer_heading })).toContainText(en.installer_bad_link);
  });
});

test.describe("bad pictures", () => {
  test("each gets its own words, and nothing leaves the page while the installer reads", async ({ page }) => {
    const requests: string[] = [];
    await page.goto(installerPath);
    await appStarted(page);
    // Reaching for the chooser fetches the decoder; after it, no request at all.
    const decoder = page.waitForResponse((response) => decoderChunk.test(response.url()));
    await page.locator("#installer-file").focus();
    await decoder;
    const card = await pick(page, await png(code));
    await expect(card).toContainText(en.installer_ready);
    page.on("request", (request) => requests.push(request.url()));

    const blank = await page.screenshot({ clip: { x: 0, y: 0, width: 500, height: 300 } });
    await pick(page, blank, "nothing.png");
    await expect(card).toContainText(en.installer_none);

    await pick(page, await png("https://example.org/win-a-prize"), "link.png");
    await expect(card).toContainText(en.installer_web_link);
    await expect(card).toContainText("https://example.org/win-a-prize");
    await expect(card.locator('a[href^="https://example.org"]')).toHaveCount(0);

    await pick(page, await png("Hello, this is only text"), "text.png");
    await expect(card).toContainText(en.installer_plain_text);

    await pick(page, await png(`LPA:1$${smdp}`), "broken.png");
    await expect(card).toContainText(en.installer_broken);

    await pick(page, Buffer.from("%PDF-1.4 not a picture"), "form.pdf", "application/pdf");
    await expect(card).toContainText(en.installer_not_image);

    // Two codes side by side in one picture.
    const two = await page.evaluate(
      async (sources) => {
        const images = await Promise.all(
          sources.map((source) => createImageBitmap(new Blob([new Uint8Array(source)], { type: "image/png" }))),
        );
        const [first, second] = images;
        if (!first || !second) throw new Error("no images");
        const canvas = new OffscreenCanvas(first.width * 2 + 40, first.height);
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no canvas");
        context.fillStyle = "#fff";
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(first, 0, 0);
        context.drawImage(second, first.width + 40, 0);
        return [...new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer())];
      },
      [[...(await png(code))], [...(await png("LPA:1$smdp.example.test$TEST-OTHER"))]],
    );
    await pick(page, Buffer.from(two), "two.png");
    await expect(card).toContainText(en.installer_several);

    // A 12-megapixel photo (4,000 × 3,000) with the code in it: read from a smaller copy, the page stays responsive.
    const photo = await page.evaluate(
      async (source) => {
        const image = await createImageBitmap(new Blob([new Uint8Array(source)], { type: "image/png" }));
        const canvas = new OffscreenCanvas(4000, 3000);
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no canvas");
        context.fillStyle = "#ddd";
        context.fillRect(0, 0, 4000, 3000);
        context.drawImage(image, 1000, 500, 2000, 2000);
        return [...new Uint8Array(await (await canvas.convertToBlob({ type: "image/jpeg", quality: 0.85 })).arrayBuffer())];
      },
      [...(await png(code))],
    );
    await pick(page, Buffer.from(photo), "photo.jpg", "image/jpeg");
    await expect(card).toContainText(en.installer_ready);

    expect(requests).toEqual([]);
  });
});

test.describe("offline, after a visit", () => {
  test.use({ serviceWorkers: "allow" });

  test("the installer and its decoder are saved in the visitor's language, and read a picture with no network", async ({ newContext }) => {
    const context = await newContext({ serviceWorkers: "allow", viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto("/ar/help");
    await page.evaluate(() => navigator.serviceWorker.ready);
    const saved = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
    await expect
      .poll(async () => (await saved()).filter((path) => path === "/ar/help/installer" || decoderChunk.test(path)).length, {
        timeout: 30_000,
      })
      .toBe(2);
    // Nothing of another language's installer, nor any code.
    expect((await saved()).filter((path) => /\/(fr|tr)\/help\/installer|^\/help\/installer/.test(path))).toEqual([]);
    await context.setOffline(true);
    await page.goto("/ar/help/installer");
    await appStarted(page);
    const card = await pick(page, await png(code));
    await expect(card).toContainText(messages("ar").installer_ready);
    await context.setOffline(false);
  });
});

test.describe("in data-saving mode", () => {
  test("the page says what the installer needs, with its size, and offers to load it", async ({ newContext }) => {
    const context = await newContext({ extraHTTPHeaders: { "Save-Data": "on" } });
    const page = await context.newPage();
    await page.goto(localizePath(installerPath, "tr"));
    const tr = messages("tr");
    const notice = page.getByRole("region", { name: tr.installer_lite_heading });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/\d+ kB/);
    await expect(notice.getByText(tr.installer_needs_app)).toBeHidden();
    await expect(page.getByRole("region", { name: tr.installer_heading })).toBeHidden();
    await notice.getByRole("button", { name: tr.installer_lite_button }).click();
    await expect(page).toHaveURL(/\/tr\/help\/installer$/);
    await appStarted(page);
    await expect(page.getByRole("region", { name: tr.installer_heading })).toBeVisible();
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the page shows the manual route and no chooser that could not work", async ({ page }) => {
    await page.goto(localizePath(installerPath, "fr"));
    const text = pageText("fr", installerPath) as ReturnType<typeof pageText> & { manual: { heading: string } };
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading);
    await expect(page.getByRole("heading", { name: text.manual.heading })).toBeVisible();
    await expect(page.getByRole("region", { name: messages("fr").installer_heading })).toBeHidden();
    // In its place, what happened, and no button to load a tool that cannot run without JavaScript.
    const notLoaded = page.getByRole("region", { name: messages("fr").installer_lite_heading });
    await expect(notLoaded).toContainText(messages("fr").installer_needs_app);
    await expect(notLoaded.getByRole("button")).toHaveCount(0);
    // Its prose is Markdown made HTML: bold, never asterisks.
    await expect(page.getByRole("main").locator("strong").first()).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("**");
    await expect(page.locator('main a[href="/fr/help/install"]')).toHaveCount(1);
  });
});

test.describe("accessibility", () => {
  test.use({ viewport: viewports.phone });

  for (const locale of ["en", "ar"] as const) {
    test(`at 320 px in ${locale}, with a code's ways showing`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(localizePath(installerPath, locale));
      await appStarted(page);
      const card = await pick(page, await png(confirmCode));
      await expect(card).toContainText(messages(locale).installer_confirmation);
      await expect(page.getByRole("region", { name: messages(locale).installer_lite_heading })).toBeHidden();
      await card.getByRole("button", { name: messages(locale).installer_show_code }).click();
      expect(await allViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
});
