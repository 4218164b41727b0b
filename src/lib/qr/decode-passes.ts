// How the site looks for QR codes in an image, whatever reads them (decision 121): a small copy of
// the image, then a larger one; once a code is found, a second look with it painted over tells one
// code from several; when the whole picture reads as nothing, each half is read on its own. The
// reader is a parameter: the site passes the `qr` package's (decode-qr.ts), the bench passes jsQR
// (scripts/bench/jsqr-candidate.ts), so both are measured on the same passes.

/** What an image holds: one QR code's text, none, or several (the resident must pick one image per code). */
export type DecodedImage = { kind: "one"; text: string } | { kind: "none" } | { kind: "several" };

/** An image's RGBA pixels, row by row. */
export type Pixels = { pixels: Uint8ClampedArray; width: number; height: number };

/** A code a reader found: its text and the corners of its outline (none when the reader gives none). */
export type FoundCode = { text: string; corners: Array<{ x: number; y: number }> };

/**
 * Reads the code in a picture, or undefined when there is none. With `invertToo`, a light-on-dark
 * code is read too (the picture inverted).
 */
export type QrReader = (picture: Pixels, invertToo: boolean) => FoundCode | undefined;

// Side lengths tried, smallest first: a WhatsApp image is at most ~1,600 px, a phone's photo 4,000 px
// and more (12 MP). A small copy is fast on old phones; the larger ones catch a small code in a big
// screenshot. Never the photo's full size: a 12 MP canvas would freeze a cheap phone.
const SIDES = [800, 1600];

function readPixels(image: ImageBitmap, side: number): Pixels {
  const scale = Math.min(1, side / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("No 2D canvas");
  // Transparent pixels read as black: a QR code on a transparent background needs white behind it.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return { pixels: context.getImageData(0, 0, width, height).data, width, height };
}

/** Paints white over a found code (its bounding box, with a margin), so a second look finds any other. */
function blankOut({ pixels, width, height }: Pixels, corners: FoundCode["corners"]) {
  if (!corners.length) return;
  const xs = corners.map((point) => point.x);
  const ys = corners.map((point) => point.y);
  const margin = (Math.max(...xs) - Math.min(...xs)) / 8;
  const left = Math.max(0, Math.floor(Math.min(...xs) - margin));
  const right = Math.min(width, Math.ceil(Math.max(...xs) + margin));
  const top = Math.max(0, Math.floor(Math.min(...ys) - margin));
  const bottom = Math.min(height, Math.ceil(Math.max(...ys) + margin));
  for (let y = top; y < bottom; y++) pixels.fill(255, (y * width + left) * 4, (y * width + right) * 4);
}

/** A part of a picture: the fraction of its width and height where it starts, and its size. */
type Region = { x: number; y: number; width: number; height: number };

// Two codes side by side confuse a finder-pattern search that expects three corners: when the whole
// picture reads as nothing, each half (with an overlap) is read on its own.
const HALVES: Region[] = [
  { x: 0, y: 0, width: 0.6, height: 1 },
  { x: 0.4, y: 0, width: 0.6, height: 1 },
  { x: 0, y: 0, width: 1, height: 0.6 },
  { x: 0, y: 0.4, width: 1, height: 0.6 },
];

function crop({ pixels, width, height }: Pixels, region: Region): Pixels {
  const left = Math.floor(region.x * width);
  const top = Math.floor(region.y * height);
  const cropWidth = Math.floor(region.width * width);
  const cropHeight = Math.floor(region.height * height);
  const out = new Uint8ClampedArray(cropWidth * cropHeight * 4);
  for (let y = 0; y < cropHeight; y++) {
    out.set(pixels.subarray(((top + y) * width + left) * 4, ((top + y) * width + left + cropWidth) * 4), y * cropWidth * 4);
  }
  return { pixels: out, width: cropWidth, height: cropHeight };
}

/** The codes found in the halves of a picture, each text once. */
async function codesInHalves(picture: Pixels, readCode: QrReader) {
  const found = new Set<string>();
  for (const half of HALVES) {
    await yieldToPage();
    const code = readCode(crop(picture, half), false);
    if (code) found.add(code.text);
  }
  return found;
}

/** Lets the page paint and take taps between two long steps. */
const yieldToPage = () => new Promise((resolve) => setTimeout(resolve));

/**
 * The QR codes in an image, as `readCode` reads them: one (its text), none, or several.
 * Rejects when the file is not an image the browser can open.
 */
export async function decodeImage(file: Blob, readCode: QrReader): Promise<DecodedImage> {
  const image = await createImageBitmap(file);
  try {
    let first: Pixels | undefined;
    const sides = SIDES.filter((side, index) => index === 0 || side < Math.max(image.width, image.height) * 1.25);
    for (const side of sides) {
      await yieldToPage();
      const picture = readPixels(image, side);
      first ??= picture;
      const code = readCode(picture, true);
      if (!code) continue;
      blankOut(picture, code.corners);
      await yieldToPage();
      const other = readCode(picture, false);
      return other && other.text !== code.text ? { kind: "several" } : { kind: "one", text: code.text };
    }
    const halves = first ? await codesInHalves(first, readCode) : new Set<string>();
    if (halves.size > 1) return { kind: "several" };
    const [text] = halves;
    return text === undefined ? { kind: "none" } : { kind: "one", text };
  } finally {
    image.close();
  }
}
