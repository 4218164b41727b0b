// A page whose code could not be downloaded stays the prerendered page it is (decision 110): it
// reads and works as it does without JavaScript, its links are plain links, and a quiet note in
// its language says what happened and offers to try again.
import { GUIDE_PLATFORMS_MARK } from "#model/pages.ts";
import { pageCodeFailedNoteId } from "../../components/start/PageCodeFailedNote.tsx";
import { browserLocaleRedirect } from "../locale/page-locale.ts";
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
  visitorPhoneFirstInDocument();
  const note = document.getElementById(pageCodeFailedNoteId);
  if (!note) return;
  note.querySelector("button")?.addEventListener("click", () => window.location.reload());
  note.hidden = false;
}

/**
 * A guide's phones: the stylesheet shows the visitor's first from the first paint (decision 200),
 * and with no app to order the blocks, the document now puts it first too, as the script-free twin
 * does, so that the Tab key and a screen reader meet it first. Nothing moves on screen.
 */
function visitorPhoneFirstInDocument() {
  const blocks = document.querySelector(`[${GUIDE_PLATFORMS_MARK}]`);
  const visitors = blocks?.querySelector(`:scope > [data-platform="${document.documentElement.getAttribute("data-phone")}"]`);
  if (visitors) blocks?.prepend(visitors);
}
