// Loaded by a dynamic import only when a donor uses the QR check (see QrCheckPanel): jsQR is plain
// JavaScript (no WebAssembly, so no change to the Content-Security-Policy) and runs on this device.
import jsQR from "jsqr";

// Phone screenshots are up to ~2,600 px tall; decoding a smaller copy first is faster on old phones.
const FAST_SIDE = 1600;

function readPixels(image: ImageBitmap, scale: number) {
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

/**
 * The text of the QR code in an image, or null when none can be read.
 * Rejects when the file is not an image the browser can open.
 */
export async function decodeQr(file: Blob): Promise<string | null> {
  const image = await createImageBitmap(file);
  try {
    const fast = Math.min(1, FAST_SIDE / Math.max(image.width, image.height));
    for (const scale of fast < 1 ? [fast, 1] : [1]) {
      const { pixels, width, height } = readPixels(image, scale);
      const code = jsQR(pixels, width, height);
      if (code?.data) return code.data;
    }
    return null;
  } finally {
    image.close();
  }
}
