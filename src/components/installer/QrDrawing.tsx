import encodeQR from "qr";
import { m } from "../../paraglide/messages.js";

/**
 * The eSIM's QR code drawn again, large and sharp (an SVG path, black on white with the standard
 * four-module margin), for another phone to scan from this screen.
 */
export function QrDrawing({ code }: { code: string }) {
  const modules = encodeQR(code, "raw", { ecc: "medium", border: 4 });
  const size = modules.length;
  const path = modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ""))).join("");
  return (
    <svg
      role="img"
      aria-label={m.installer_qr_label()}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="aspect-square w-full max-w-sm bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
