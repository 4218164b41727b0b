import { lazy, Suspense } from "react";
import { useHydrated } from "../../lib/use-hydrated";

// Its code and four languages of text arrive after the page has hydrated, so /upload's first visit
// carries none of it; the decoder itself comes later still, when the donor uses the check.
const QrCheckPanel = lazy(() => import("./QrCheckPanel").then((module) => ({ default: module.QrCheckPanel })));

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
