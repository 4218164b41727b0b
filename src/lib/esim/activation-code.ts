// What a QR code's text is, for the check on /upload and the installer (/help/installer): an eSIM activation code in the GSMA SGP.22
// format `LPA:1$<SM-DP+ address>$<matching ID>[$<SM-DP+ OID>[$<confirmation code required flag>]]`,
// a web link, or other text.

export type QrContent =
  | {
      kind: "esim";
      /** The whole code as the phone's installer takes it (`LPA:1$…`): never shown until asked for. */
      code: string;
      /** The SM-DP+ server the phone downloads the profile from (a domain name). */
      smdpAddress: string;
      /** The activation code (SGP.22's "matching ID"), in full: never shown, see `maskedCode`. */
      activationCode: string;
      /** The activation code with all but its first characters hidden, safe to show on screen. */
      maskedCode: string;
      /** The fifth field is "1": the eSIM also needs a confirmation code to install. */
      confirmationCodeRequired: boolean;
    }
  /** Starts like an activation code but is damaged or incomplete. */
  | { kind: "broken-esim" }
  | { kind: "link" }
  | { kind: "text" };

const domainName = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i;
const matchingId = /^[^\s$]*$/;
const shownCharacters = 4;

/** Hides an activation code but for its first 4 characters: `K2-4•••`. Short codes are hidden entirely. */
export function maskCode(code: string) {
  return code.length > shownCharacters ? `${code.slice(0, shownCharacters)}•••` : "•••";
}

/** Classifies the text of a QR code. */
export function readQrContent(raw: string): QrContent {
  const text = raw.trim();
  if (/^LPA:/i.test(text)) {
    const [format, address = "", code = "", _oid, flag = "", ...extra] = text.slice(4).split("$");
    const valid = format === "1" && domainName.test(address) && code !== "" && matchingId.test(code) && ["", "0", "1"].includes(flag);
    if (!valid || extra.length) return { kind: "broken-esim" };
    return {
      kind: "esim",
      code: `LPA:${text.slice(4)}`,
      smdpAddress: address,
      activationCode: code,
      maskedCode: maskCode(code),
      confirmationCodeRequired: flag === "1",
    };
  }
  if (/^https?:\/\/\S+$/i.test(text) || /^www\.\S+\.\S+$/i.test(text)) return { kind: "link" };
  return { kind: "text" };
}
