import { saveDataMode } from "#model/save-data.ts";
import { currentLocale } from "../locale/page-locale.ts";

/**
 * Registers the service worker once the page has loaded and the browser is idle, then asks it to
 * save this language's pages for reading offline (decision 022). Never when the browser asks to
 * save data, even if the visitor switched the site's own mode off: saving pages costs data.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !import.meta.env.PROD) return;
  const connection = navigator.connection;
  if (saveDataMode({ saveData: connection?.saveData, effectiveType: connection?.effectiveType })) return;
  const start = () => {
    navigator.serviceWorker
      .register("/sw.js")
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ saveLocale: currentLocale() }))
      .catch(() => {
        // No offline reading on this browser; the site works the same online.
      });
  };
  const idle = () => ("requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 2000));
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}
