// A page whose code could not be downloaded stays the prerendered page it is (decision 110): it
// reads and works as it does without JavaScript, its links are plain links, and a quiet note in
// its language says what happened and offers to try again.
import { m } from "@/paraglide/messages";
import { browserLocaleRedirect } from "../locale/page-locale.ts";
import { registerServiceWorker } from "./register-service-worker.ts";

/** Adds the note at the top of the page's main region (once), and does what the app would have done on start. */
export function keepStaticPage() {
  const target = browserLocaleRedirect();
  if (target) {
    window.location.replace(target);
    return;
  }
  // The pages are saved for offline reading all the same: on a link that drops, that matters most.
  registerServiceWorker();
  if (document.getElementById("page-code-failed")) return;
  const note = document.createElement("div");
  note.id = "page-code-failed";
  note.setAttribute("role", "status");
  note.className = "mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm text-stone-700 sm:px-6";
  const retry = document.createElement("button");
  retry.type = "button";
  retry.className = "rich-link min-h-11 font-semibold";
  retry.textContent = m.page_code_failed_retry();
  retry.addEventListener("click", () => window.location.reload());
  note.append(m.page_code_failed(), retry);
  (document.getElementById("main") ?? document.body).prepend(note);
}
