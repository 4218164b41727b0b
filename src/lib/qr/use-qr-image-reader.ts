import { useCallback, useRef } from "react";
import type { DecodedImage } from "./decode-passes.ts";
import { loadDecoder } from "./load-decoder.ts";

/**
 * Where reading a picture stands: under way, then what it held (one code's text, none, several),
 * or why it could not be read: the file is no image the browser opens, or the decoder did not
 * download (a dropped link).
 */
export type QrReading = { kind: "reading" } | DecodedImage | { kind: "not-image" } | { kind: "unavailable" };

/**
 * Reads the QR code in a picture on this device, for the installer and the QR check alike: `read`
 * reports "reading" through `show`, then the outcome, each as `answer` words it for its tool. Only
 * the latest picture's outcome is shown: a visitor who picks another while the first is read must
 * not see the first's answer land last. `show` and `answer` must be the same functions on every
 * render (a state setter, a module-level function), so that `read` is too, and an effect that uses
 * it runs once.
 */
export function useQrImageReader<State>(show: (state: State) => void, answer: (reading: QrReading) => State) {
  const latest = useRef(0);
  return useCallback(
    async (file: Blob) => {
      const run = ++latest.current;
      const settle = (reading: QrReading) => {
        if (run === latest.current) show(answer(reading));
      };
      show(answer({ kind: "reading" }));
      let decodeQr: Awaited<ReturnType<typeof loadDecoder>>["decodeQr"];
      try {
        ({ decodeQr } = await loadDecoder());
      } catch {
        settle({ kind: "unavailable" });
        return;
      }
      try {
        settle(await decodeQr(file));
      } catch {
        settle({ kind: "not-image" });
      }
    },
    [show, answer],
  );
}
