// The QR check on /upload, in every locale: QR images made here with the `qrcode` package (an eSIM
// activation code with and without the confirmation-code flag, a web link) and a screenshot with
// no code; the image is read on the device (no request while checking), the decoder is fetched
// only when the donor reaches for the check, and without JavaScript the check is simply absent.
import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import QRCode from "qrcode";
import { locales, localizePath } from "#model/locales.ts";
import { expect, test } from "./playwright-utils.ts";
import { allViolations, messages, pageText, viewports } from "./support.ts";

// No service worker: its background caching would be requests the check did not make.
test.use({ serviceWorkers: "block" });

const activationCode = "ZX47-QP92-LM83-TT51";
const codes = {
  plain: `LPA:1$rsp.example-esim.com$${activationCode}`,
  confirm: `LPA:1$rsp.example-esim.com$${activationCode}$$1`,
  link: "https://example.org/my-esim?order=8812",
};
const png = (text: string) => QRCode.toBuffer(text, { type: "png", scale: 8, margin: 4 });
const decoderChunk = /\/assets\/decode-qr-[\w-]+\.js$/;

/** Opens a page, recording every request it makes. */
async function open(page: Page, url: string) {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(url);
  return requests;
}

/** Chooses a file in the check and returns the result's text once it has settled. */
async function check(page: Page, name: string, buffer: Buffer, settled: string) {
  await page.locator("#qr-check-file").setInputFiles({ name, mimeType: "image/png", buffer });
  // The result is announced politely: it lands in the check's live region.
  const live = page.locator("#qr-check-file").locator("xpath=ancestor::section[1]").locator("[aria-live=polite]");
  await expect(live).toContainText(settled);
  return (await live.textContent()) ?? "";
}

for (const locale of locales) {
  test.describe(`the QR check on /upload in ${locale}`, () => {
    const text = messages(locale);
    const url = localizePath("/upload", locale);

    test("reads eSIM codes, a link and a code-less screenshot on the device, and says what each is", async ({ page }) => {
      const requests = await open(page, url);
      const region = page.getByRole("region", { name: text.qr_check_heading });
      await expect(region).toBeVisible();
      expect(requests.filter((request) => decoderChunk.test(request))).toEqual([]);
      await expect(region).toContainText(text.qr_check_intro);

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
      await expect(page.locator('a[href^="https://example.org"]')).toHaveCount(0);

      const none = await check(page, "screenshot.png", screenshot, text.qr_check_none);
      for (const advice of [text.qr_check_advice_whole, text.qr_check_advice_crop, text.qr_check_advice_sharp, text.qr_check_advice_one]) {
        expect(none).toContain(advice);
      }

      expect(requests).toEqual([]);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("is absent, and the upload form's place is unchanged", async ({ page }) => {
        await page.goto(url);
        await expect(page.getByRole("heading", { name: pageText(locale, "/upload").heading, level: 1 })).toHaveCount(1);
        await expect(page.getByRole("main")).not.toContainText(text.qr_check_heading);
        await expect(page.locator("#upload-form-heading")).toHaveCount(1);
        // Heading order (the W3C validator's complaint): h1, then h2s, no h3 straight under the h1.
        const headings = await page.locator("main :is(h1, h2, h3, h4)").evaluateAll((hs) => hs.map((h) => h.tagName));
        expect(headings).toEqual(["H1", "H2", "H2"]);
      });
    });
  });
}

test.describe("the decoder stays off every first visit", () => {
  test("only the reader the check and the installer share imports it, and no page preloads it", () => {
    const assets = readdirSync("dist/client/assets").filter((file) => file.endsWith(".js"));
    const decoder = assets.find((file) => file.startsWith("decode-qr-"));
    expect(decoder).toBeDefined();
    const importers = assets.filter((file) => readFileSync(`dist/client/assets/${file}`, "utf8").includes(decoder ?? "?"));
    // The chunk of use-qr-image-reader.ts and the loader it calls (load-decoder.ts).
    expect(importers).toEqual([expect.stringMatching(/^use-qr-image-reader-[\w-]+\.js$/)]);
    // An error message of the `qr` package's decoder (decision 121), in no other chunk.
    const reader = assets.filter((file) => readFileSync(`dist/client/assets/${file}`, "utf8").includes("finder storage exhausted"));
    expect(reader).toEqual([decoder]);
  });
});

test.describe("/upload accessibility with a check's result showing", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test.describe(`at ${name} width`, () => {
      test.use({ viewport });

      for (const locale of locales) {
        test(`${name}, ${locale}, confirmation code needed`, async ({ page }) => {
          await page.goto(localizePath("/upload", locale));
          await expect(page.getByRole("region", { name: messages(locale).qr_check_heading })).toBeVisible();
          await page.locator("#qr-check-file").setInputFiles({ name: "esim.png", mimeType: "image/png", buffer: await png(codes.confirm) });
          await expect(page.getByRole("main")).toContainText(messages(locale).qr_check_confirmation);
          expect(await allViolations(page)).toEqual([]);
        });
      }
    });
  }
});
