// The QR check on /upload, in every locale: QR images made here with the `qrcode` package (an eSIM
// activation code with and without the confirmation-code flag, a web link) and a screenshot with
// no code; the image is read on the device (no request while checking), the decoder is fetched
// only when the donor reaches for the check, and without JavaScript the check is simply absent.
import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { locales, localizePath } from "../../src/lib/locale.js";
import { messages, newContext, pageText, seriousViolations, setUpSite, viewports } from "./support";

const site = setUpSite();

const activationCode = "ZX47-QP92-LM83-TT51";
const codes = {
  plain: `LPA:1$rsp.example-esim.com$${activationCode}`,
  confirm: `LPA:1$rsp.example-esim.com$${activationCode}$$1`,
  link: "https://example.org/my-esim?order=8812",
};
const png = (text: string) => QRCode.toBuffer(text, { type: "png", scale: 8, margin: 4 });
const decoderChunk = /\/assets\/decode-qr-[\w-]+\.js$/;

async function open(url: string, options: Parameters<typeof newContext>[2] = {}) {
  // No service worker: its background caching would be requests the check did not make.
  const context = await newContext(site.browser, site.origin, { serviceWorkers: "block", ...options });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(url);
  return { page, requests, close: () => context.close() };
}

/** Chooses a file in the check and returns the result's text once it has settled. */
async function check(page: Page, name: string, buffer: Buffer, settled: string) {
  await page.locator("#qr-check-file").setInputFiles({ name, mimeType: "image/png", buffer });
  // The result is announced politely: it lands in the check's live region.
  const live = page.locator("#qr-check-file").locator("xpath=ancestor::section[1]").locator("[aria-live=polite]");
  await expect.poll(() => live.textContent()).toContain(settled);
  return (await live.textContent()) ?? "";
}

describe.each(locales)("the QR check on /upload in %s", (locale) => {
  const text = messages(locale);
  const url = localizePath("/upload", locale);

  it("reads eSIM codes, a link and a code-less screenshot on the device, and says what each is", async () => {
    const { page, requests, close } = await open(url);
    const region = page.getByRole("region", { name: text.qr_check_heading });
    await region.waitFor();
    expect(requests.filter((request) => decoderChunk.test(request))).toEqual([]);
    expect(await region.textContent()).toContain(text.qr_check_intro);

    // Reaching for the check (focus on its file button) fetches the decoder; nothing after that.
    const decoder = page.waitForResponse((response) => decoderChunk.test(response.url()));
    await page.locator("#qr-check-file").focus();
    await decoder;
    const screenshot = await page.screenshot({ clip: { x: 0, y: 0, width: 600, height: 400 } });
    requests.length = 0;

    const plain = await check(page, "esim.png", await png(codes.plain), text.qr_check_valid);
    expect(plain).toContain("rsp.example-esim.com");
    expect(plain).toContain("ZX47•••");
    expect(plain).not.toContain(activationCode);
    expect(plain).not.toContain(text.qr_check_confirmation);

    const confirm = await check(page, "esim-confirm.png", await png(codes.confirm), text.qr_check_confirmation);
    expect(confirm).toContain(text.qr_check_valid);
    expect(confirm).toContain("ZX47•••");

    const link = await check(page, "link.png", await png(codes.link), text.qr_check_link);
    expect(link).toContain(codes.link);
    expect(await page.locator('a[href^="https://example.org"]').count()).toBe(0);

    const none = await check(page, "screenshot.png", screenshot, text.qr_check_none);
    for (const advice of [text.qr_check_advice_whole, text.qr_check_advice_crop, text.qr_check_advice_sharp, text.qr_check_advice_one]) {
      expect(none).toContain(advice);
    }

    expect(requests).toEqual([]);
    await close();
  });

  it("is absent without JavaScript, and the upload form's place is unchanged", async () => {
    const { page, close } = await open(url, { javaScriptEnabled: false });
    expect(await page.getByRole("heading", { name: pageText(locale, "/upload").heading, level: 1 }).count()).toBe(1);
    expect(await page.getByRole("main").textContent()).not.toContain(text.qr_check_heading);
    expect(await page.locator("#upload-form-heading").count()).toBe(1);
    // Heading order (the W3C validator's complaint): h1, then h2s, no h3 straight under the h1.
    const headings = await page.locator("main :is(h1, h2, h3, h4)").evaluateAll((hs) => hs.map((h) => h.tagName));
    expect(headings).toEqual(["H1", "H2", "H2"]);
    await close();
  });
});

describe("the decoder stays off every first visit", () => {
  it("only the check's own chunk imports it, and no page preloads it", () => {
    const assets = readdirSync("dist/client/assets").filter((file) => file.endsWith(".js"));
    const decoder = assets.find((file) => file.startsWith("decode-qr-"));
    expect(decoder).toBeDefined();
    const importers = assets.filter((file) => readFileSync(`dist/client/assets/${file}`, "utf8").includes(decoder ?? "?"));
    expect(importers.map((file) => file.replace(/-[\w-]+\.js$/, ""))).toEqual(["QrCheckPanel"]);
    const jsqr = assets.filter((file) => readFileSync(`dist/client/assets/${file}`, "utf8").includes("inversionAttempts"));
    expect(jsqr).toEqual([decoder]);
  });
});

describe("/upload accessibility with a check's result showing", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it.each(locales)(`${name}, %s, confirmation code needed`, async (locale) => {
      const { page, close } = await open(localizePath("/upload", locale), { viewport });
      await page.getByRole("region", { name: messages(locale).qr_check_heading }).waitFor();
      await page.locator("#qr-check-file").setInputFiles({ name: "esim.png", mimeType: "image/png", buffer: await png(codes.confirm) });
      await expect.poll(() => page.getByRole("main").textContent()).toContain(messages(locale).qr_check_confirmation);
      expect(await seriousViolations(page)).toEqual([]);
      await close();
    });
  }
});
