// The one QR decoder of the site (decision 120), for the installer and the donors' QR check on
// /upload. Loaded by a dynamic import only when a visitor picks an image (load-decoder.ts): it is
// plain JavaScript (no WebAssembly, so no change to the Content-Security-Policy) and runs on this
// device; the image is never sent anywhere. The reader is the `qr` package's (decision 121: on the
// generated corpus it reads as much as jsQR did, three times faster, in 40 % of the bytes); the
// passes over the image are decode-passes.ts, shared with the bench's jsQR candidate.
import decodeQR, { type Point } from "qr/decode.js";
import { type DecodedImage, decodeImage, type FoundCode, type Pixels } from "./decode-passes.ts";

export type { DecodedImage } from "./decode-passes.ts";

/** The code in a picture, with its corners; undefined when none is read. Light-on-dark codes are read inverted. */
function readCode(picture: Pixels, invertToo: boolean): FoundCode | undefined {
  const attempt = (data: Uint8ClampedArray) => {
    let corners: Point[] = [];
    try {
      const text = decodeQR(
        { width: picture.width, height: picture.height, data },
        { pointsOnDetect: (points) => (corners = points.outline) },
      );
      return text ? { text, corners } : undefined;
    } catch {
      return undefined; // no code found
    }
  };
  const found = attempt(picture.pixels);
  if (found || !invertToo) return found;
  const inverted = picture.pixels.map((value, index) => (index % 4 === 3 ? value : 255 - value));
  return attempt(inverted);
}

/**
 * The QR codes in an image: one (its text), none, or several.
 * Rejects when the file is not an image the browser can open.
 */
export const decodeQr = (file: Blob): Promise<DecodedImage> => decodeImage(file, readCode);
