import { useHydrated } from "@tanstack/react-router";
import { type ComponentType, lazy, Suspense } from "react";

// Its code and four languages of text arrive after the page has hydrated, so /upload's first visit
// carries none of it; the decoder itself comes later still, when the donor uses the check.
// If that download fails (a dropped 2G link), the check stays absent rather than breaking the page.
const Absent: ComponentType = () => null;
const QrCheckPanel = lazy(() =>
  import("./QrCheckPanel.tsx").then(
    (module): { default: ComponentType } => ({ default: module.QrCheckPanel }),
    () => ({ default: Absent }),
  ),
);

/** The QR check above the upload form: absent without JavaScript (it could not work), the form unchanged either way. */
export function QrCheck() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <QrCheckPanel />
    </Suspense>
  );
}
