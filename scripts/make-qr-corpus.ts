// `node scripts/make-qr-corpus.ts`: the QR images the decoder bench reads (scripts/bench/decoder.ts,
// decision 121), written to .tmp/qr-corpus/ with manifest.json (file, category, expected text).
// Synthetic codes only (smdp.example.test, TEST-…), never a real eSIM. Deterministic: the same
// codes and the same drawing every run, so two runs of the bench read the same pictures.
// Drawn in Debian's Chromium, as a phone would show or recompress them: WhatsApp-like JPEG at
// several sizes and qualities, a chat screenshot around the code, rotated, small, slightly blurred,
// and a photo of another phone's screen showing it (tilted, uneven light, noise).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import QRCode from "qrcode";
import { fullChromium } from "./chromium-paths.ts";

export const corpusDir = ".tmp/qr-corpus";
export type CorpusEntry = { file: string; category: string; text: string; note: string };

// A fixed linear congruential sequence: the same "random" activation codes on every run.
let seed = 27;
const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
const group = () => Array.from({ length: 4 }, () => ALPHABET[next() % ALPHABET.length]).join("");
let serial = 0;
/** A synthetic eSIM code, sometimes with the confirmation-code flag, as SGP.22 writes it. */
function syntheticCode() {
  serial += 1;
  const id = `TEST-${String(serial).padStart(4, "0")}-${group()}-${group()}-${group()}`;
  return `LPA:1$smdp.example.test$${id}${serial % 5 === 0 ? "$$1" : ""}`;
}

type Drawing = {
  qr: string; // data URL of the code, 8 px a module with its quiet zone
  width: number; // the picture's size
  height: number;
  qrSide: number; // the code's side in the picture
  angle?: number; // degrees
  blur?: number; // px
  qualities: number[]; // successive JPEG encodings, as an image forwarded twice would have
};

/** Draws a code on a white picture (turned, blurred) and encodes it as JPEG, once per quality. */
async function draw(page: Page, drawing: Drawing) {
  return page.evaluate(async ({ qr, width, height, qrSide, angle = 0, blur = 0, qualities }) => {
    const load = (src: string) =>
      new Promise<HTMLImageElement>((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve(image);
        image.onerror = reject;
        image.src = src;
      });
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No 2D canvas");
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.translate(width / 2, height / 2);
    context.rotate((angle * Math.PI) / 180);
    context.filter = blur ? `blur(${blur}px)` : "none";
    context.drawImage(await load(qr), -qrSide / 2, -qrSide / 2, qrSide, qrSide);
    let url = "";
    for (const quality of qualities) {
      url = canvas.toDataURL("image/jpeg", quality);
      const again = await load(url);
      context.resetTransform();
      context.filter = "none";
      context.drawImage(again, 0, 0);
    }
    return url;
  }, drawing);
}

const CHAT = (qr: string, qrCss: number, dark: boolean) => `<!doctype html><html><body style="margin:0;font:15px system-ui,sans-serif;
background:${dark ? "#0b141a" : "#efeae2"};color:${dark ? "#e9edef" : "#111b21"}">
<div style="background:${dark ? "#202c33" : "#008069"};color:#fff;padding:14px 16px;font-weight:600">Support · online</div>
<div style="padding:10px;display:flex;flex-direction:column;gap:8px">
<p style="align-self:flex-end;background:${dark ? "#005c4b" : "#d9fdd3"};margin:0;padding:8px 10px;border-radius:8px;max-width:75%">Hello, I registered yesterday. مرحبا، هل وصلت الشريحة؟</p>
<p style="align-self:flex-start;background:${dark ? "#202c33" : "#fff"};margin:0;padding:8px 10px;border-radius:8px;max-width:75%">Here is your eSIM. Scan it once, on Wi-Fi. 10:42</p>
<div style="align-self:flex-start;background:${dark ? "#202c33" : "#fff"};padding:4px;border-radius:8px">
<img src="${qr}" style="display:block;width:${qrCss}px;height:${qrCss}px;border-radius:6px"></div>
<p style="align-self:flex-start;background:${dark ? "#202c33" : "#fff"};margin:0;padding:8px 10px;border-radius:8px;max-width:75%">Keep this message until it works. 10:43</p>
<p style="align-self:flex-end;background:${dark ? "#005c4b" : "#d9fdd3"};margin:0;padding:8px 10px;border-radius:8px">شكرا 🙏</p>
</div></body></html>`;

/** A phone's screenshot of a chat with the code in a bubble, then sent on (resized, JPEG). */
async function chatScreenshot(page: Page, qr: string, qrCss: number, dark: boolean, sendWidth: number, quality: number) {
  await page.setContent(CHAT(qr, qrCss, dark));
  const png = (await page.screenshot({ type: "png" })).toString("base64");
  return page.evaluate(
    async ({ png, sendWidth, quality }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const scale = Math.min(1, sendWidth / image.width);
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(image.width * scale);
      canvas.height = Math.round(image.height * scale);
      canvas.getContext("2d")?.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL("image/jpeg", quality);
    },
    { png, sendWidth, quality },
  );
}

/**
 * A photo of another phone's screen showing the code (the route every maker documents when the
 * phone's own installer cannot read a picture, issue 27): the screen tilted in perspective, its
 * light uneven, a blue-grey cast, the camera's noise and softness, then sent as JPEG.
 */
const SCREEN_PHOTO = (qr: string, tilt: { x: number; y: number; z: number }, light: number) => `<!doctype html><html><body style="margin:0;
background:#3b3a36;width:1200px;height:1600px;display:grid;place-items:center;perspective:1400px;overflow:hidden">
<div style="width:640px;height:1180px;border-radius:48px;background:#111;padding:26px;box-sizing:border-box;
transform:rotateX(${tilt.x}deg) rotateY(${tilt.y}deg) rotateZ(${tilt.z}deg);filter:blur(0.8px) contrast(0.85) brightness(${light})">
<div style="width:100%;height:100%;border-radius:28px;background:#e8eef2;display:grid;place-items:center;position:relative;overflow:hidden">
<img src="${qr}" style="width:470px;height:470px;image-rendering:pixelated">
<div style="position:absolute;inset:0;background:radial-gradient(circle at 30% 20%,rgba(255,255,255,.45),rgba(40,60,90,.25) 70%)"></div>
<div style="position:absolute;inset:0;background:repeating-linear-gradient(0deg,rgba(0,0,0,.05) 0 1px,transparent 1px 3px)"></div>
</div></div></body></html>`;

async function screenPhoto(page: Page, qr: string, tilt: { x: number; y: number; z: number }, light: number, quality: number) {
  await page.setViewportSize({ width: 1200, height: 1600 });
  await page.setContent(SCREEN_PHOTO(qr, tilt, light));
  const png = (await page.screenshot({ type: "png" })).toString("base64");
  return page.evaluate(
    async ({ png, quality }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("No 2D canvas");
      context.drawImage(image, 0, 0);
      // The camera's noise, the same for every run (a fixed sequence, not Math.random).
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      let seed = 7;
      for (let i = 0; i < pixels.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const noise = ((seed >> 16) % 25) - 12;
        for (let c = 0; c < 3; c++) pixels.data[i + c] = Math.max(0, Math.min(255, (pixels.data[i + c] ?? 0) + noise));
      }
      context.putImageData(pixels, 0, 0);
      return canvas.toDataURL("image/jpeg", quality);
    },
    { png, quality },
  );
}

async function main() {
  rmSync(corpusDir, { recursive: true, force: true });
  mkdirSync(corpusDir, { recursive: true });
  const manifest: CorpusEntry[] = [];
  const save = (category: string, note: string, text: string, dataUrl: string) => {
    const file = `${category}-${String(manifest.length + 1).padStart(3, "0")}.jpg`;
    writeFileSync(join(corpusDir, file), Buffer.from(dataUrl.split(",")[1] ?? "", "base64"));
    manifest.push({ file, category, text, note });
  };
  const code = async () => {
    const text = syntheticCode();
    return { text, qr: await QRCode.toDataURL(text, { errorCorrectionLevel: "M", margin: 4, scale: 8 }) };
  };

  const browser = await chromium.launch({ executablePath: fullChromium, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    // WhatsApp sends images at most ~1,600 px wide, recompressed; a forwarded one is recompressed again.
    // The code fills most of the picture, or 40 % of it (a photo of a printed page or a card).
    for (const fill of [0.7, 0.4]) {
      for (const width of [1600, 1080, 800, 480]) {
        for (const quality of [0.9, 0.7, 0.5, 0.35]) {
          const { text, qr } = await code();
          const qualities = quality < 0.6 ? [0.8, quality] : [quality];
          const qrSide = Math.round(width * fill);
          const picture = await draw(page, { qr, width, height: Math.round(width * 1.25), qrSide, qualities });
          save("whatsapp", `${width} px, code ${qrSide} px, JPEG ${qualities.join(" then ")}`, text, picture);
        }
      }
    }
    for (const dark of [false, true]) {
      for (const [qrCss, sendWidth, quality] of [
        [260, 1600, 0.8],
        [220, 1080, 0.7],
        [180, 800, 0.6],
        [240, 1170, 0.5],
        [200, 1600, 0.4],
        [150, 1080, 0.7],
        [280, 720, 0.6],
        [170, 1600, 0.9],
        [230, 900, 0.45],
        [190, 1280, 0.75],
      ] as const) {
        const { text, qr } = await code();
        save(
          "chat",
          `${dark ? "dark" : "light"} chat, QR ${qrCss} css px, sent ${sendWidth} px JPEG ${quality}`,
          text,
          await chatScreenshot(page, qr, qrCss, dark, sendWidth, quality),
        );
      }
    }
    for (const angle of [5, -5, 8, -8, 10, -10, 12, -12, 15, -15, 90, 270, 180]) {
      const { text, qr } = await code();
      const width = angle % 2 ? 1080 : 800;
      save(
        "rotated",
        `${angle}°, ${width} px, JPEG 0.7`,
        text,
        await draw(page, { qr, width, height: width, qrSide: Math.round(width * 0.6), angle, qualities: [0.7] }),
      );
    }
    // Turned and recompressed hard, or turned and small, as a forwarded photo of a screen would be.
    for (const [angle, width, qrSide, quality] of [
      [7, 1600, 400, 0.5],
      [-13, 480, 300, 0.4],
      [11, 1080, 220, 0.6],
      [-6, 800, 200, 0.5],
      [14, 1600, 600, 0.35],
      [-9, 1080, 260, 0.45],
    ] as const) {
      const { text, qr } = await code();
      const picture = await draw(page, { qr, width, height: Math.round(width * 1.3), qrSide, angle, qualities: [0.8, quality] });
      save("rotated", `${angle}°, code ${qrSide} px in ${width} px, JPEG ${quality}`, text, picture);
    }
    for (const qrSide of [120, 130, 140, 150, 160, 170, 180, 190, 200, 125, 145, 165, 185]) {
      const { text, qr } = await code();
      const quality = qrSide % 20 ? 0.6 : 0.8;
      save(
        "small",
        `QR ${qrSide} px in 1080×1920, JPEG ${quality}`,
        text,
        await draw(page, { qr, width: 1080, height: 1920, qrSide, qualities: [quality] }),
      );
    }
    // In a 1,600 px wide picture too, as WhatsApp sends a phone's full screenshot.
    for (const qrSide of [120, 140, 160, 180, 200, 150]) {
      const { text, qr } = await code();
      const picture = await draw(page, { qr, width: 1600, height: 2844, qrSide, qualities: [0.7] });
      save("small", `QR ${qrSide} px in 1600×2844, JPEG 0.7`, text, picture);
    }
    for (const [blur, width] of [
      [2.5, 800],
      [3, 1600],
      [1.5, 480],
      [2, 1600],
      [0.5, 800],
      [0.8, 800],
      [1, 800],
      [1.2, 800],
      [1.5, 1080],
      [2, 1080],
      [0.7, 480],
      [1, 480],
      [1.5, 1600],
      [2.5, 1600],
      [1.2, 1080],
      [0.8, 1600],
    ] as const) {
      const { text, qr } = await code();
      save(
        "blurred",
        `blur ${blur} px, ${width} px, JPEG 0.7`,
        text,
        await draw(page, { qr, width, height: width, qrSide: Math.round(width * 0.6), blur, qualities: [0.7] }),
      );
    }
    for (const [x, y, z, light, quality] of [
      [12, -8, 3, 1, 0.8],
      [-10, 14, -4, 0.9, 0.8],
      [20, 0, 6, 1.1, 0.7],
      [0, 22, -8, 0.85, 0.7],
      [-18, -16, 2, 1, 0.6],
      [8, 8, 12, 0.8, 0.8],
      [25, -10, -2, 1, 0.75],
      [-5, 25, 5, 0.95, 0.7],
      [15, 15, -10, 0.9, 0.6],
      [-22, 5, 8, 1.05, 0.8],
      [5, -20, -6, 0.75, 0.7],
      [28, 12, 0, 1, 0.65],
    ] as const) {
      const { text, qr } = await code();
      save(
        "screen-photo",
        `a phone's screen photographed, tilted ${x}°/${y}°/${z}°, light ${light}, JPEG ${quality}`,
        text,
        await screenPhoto(page, qr, { x, y, z }, light, quality),
      );
    }
  } finally {
    await browser.close();
  }
  writeFileSync(join(corpusDir, "manifest.json"), `${JSON.stringify(manifest, null, 1)}\n`);
  const counts = [...new Set(manifest.map((entry) => entry.category))].map(
    (name) => `${name} ${manifest.filter((entry) => entry.category === name).length}`,
  );
  console.log(`${manifest.length} images in ${corpusDir} (${counts.join(", ")})`);
}

if (import.meta.main) await main();
