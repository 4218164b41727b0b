// jsQR as the site shipped it until decision 121, kept to measure against the shipped decoder: the
// same passes as the site's (src/lib/qr/decode-passes.ts: 800 and 1,600 px, the second look, the
// halves), with jsQR reading. Bench only, not shipped.
import jsQR from "jsqr";
import { type DecodedImage, decodeImage, type FoundCode, type Pixels } from "../../src/lib/qr/decode-passes.ts";

/** jsQR's read of a picture; `attemptBoth` tries it inverted too. */
function readCode(picture: Pixels, invertToo: boolean): FoundCode | undefined {
  const code = jsQR(picture.pixels, picture.width, picture.height, { inversionAttempts: invertToo ? "attemptBoth" : "dontInvert" });
  if (!code?.data) return undefined;
  const { topLeftCorner, topRightCorner, bottomLeftCorner, bottomRightCorner } = code.location;
  return { text: code.data, corners: [topLeftCorner, topRightCorner, bottomLeftCorner, bottomRightCorner] };
}

/** The QR codes in an image as jsQR reads them: one (its text), none, or several. */
export const decodeQr = (file: Blob): Promise<DecodedImage> => decodeImage(file, readCode);
