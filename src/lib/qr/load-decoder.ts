let decoder: Promise<typeof import("./decode-qr.ts")> | undefined;

/**
 * Downloads the QR decoder (its own chunk) once a visitor reaches for a QR tool, for the installer
 * and the QR check alike; a failed download (a dropped link) may be retried.
 */
export function loadDecoder() {
  decoder ??= import("./decode-qr.ts").catch((error: unknown) => {
    decoder = undefined;
    throw error;
  });
  return decoder;
}
