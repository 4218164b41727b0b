// A page whose code could not be downloaded stays the prerendered page it is (decision 110): it
// reads and works as it does without JavaScript, its links are plain links, and a quiet note in
// its language says what happened and offers to try again.
import { prerenderedMarks } from "#model/pages.ts";
import { browserLocaleRedirect } from "../locale/page-locale.ts";
import { keepPageAsPrerendered } from "./page-bootstrap.ts";
import { markedPhoneFirst } from "./phone-first.ts";
import { registerServiceWorker } from "./register-service-worker.ts";

/** Shows the page's note (PageCodeFailedNote), and does what the app would have done on start. */
export function keepStaticPage() {
  const target = browserLocaleRedirect();
  if (target) {
    window.location.replace(target);
    return;
  }
  // The pages are saved for offline reading all the same: on a link that drops, that matters most.
  registerServiceWorker();
  keepPageAsPrerendered(prerenderedMarks, markedPhoneFirst);
}
