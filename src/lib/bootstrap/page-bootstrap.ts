// The inline script at the end of every prerendered page (decision 020). The build serializes these
// functions into the HTML (scripts/page-scripts.ts: `bootstrapScript`), all in one scope, so each
// must stay self-contained: no imports but types, no closures over module variables, only calls by
// name to each other; what comes from elsewhere (phone-first.ts's markedPhoneFirst) is passed in,
// serialized. Written for every browser that runs module scripts. pageBootstrap decides the page's
// mode and runs its jobs: the notice's clock, the footer's "Use less data" control, the app's
// start, and, when the app's own code fails to download, keepPageAsPrerendered.
import type { PrerenderedMarks } from "#model/pages.ts";

/** Moves the visitor's phone first in the document: phone-first.ts's markedPhoneFirst, passed in. */
type MoveFirst = (mark: string) => void;

/**
 * Marks a page in data-saving mode, keeps the notice on time, wires the footer's control, and
 * starts the app once the page has painted and the browser is idle, unless the visitor saves data.
 * @param entry the app's module script, or null on pages that never hydrate
 * @param preloads the modules the entry imports, with the entry itself: requested one per task
 * @param cookies what document.cookie is set to for each choice
 * @param marks where keepPageAsPrerendered finds the page's note and a guide's phones
 * @param moveFirst phone-first.ts's markedPhoneFirst, for keepPageAsPrerendered
 */
export function pageBootstrap(
  entry: string | null,
  preloads: string[],
  saveDataMode: (signals: { cookie?: string | null; saveData?: boolean; effectiveType?: string | null }) => boolean,
  cookieName: string,
  cookies: { on: string; off: string },
  marks: PrerenderedMarks,
  moveFirst: MoveFirst,
) {
  const choice = document.cookie.match(new RegExp(`(?:^|;\\s*)${cookieName}=(on|off)`));
  const connection = navigator.connection || {};
  const lite = saveDataMode({ cookie: choice?.[1], saveData: connection.saveData, effectiveType: connection.effectiveType });
  // The footer control shows its "on" state on a page so marked (SaveDataControl.tsx); a guide's
  // head script then puts the visitor's phone first in the document (phone-first.ts).
  if (lite) document.documentElement.setAttribute("data-lite-page", "");
  keepNoticeOnTime();
  wireSaveDataControl(cookies);
  if (!lite && entry) startAppWhenIdle(entry, preloads, () => keepPageAsPrerendered(marks, moveFirst));
}

/**
 * The app's code failed to download, so no app will run the page (decision 110): the page stays
 * as prerendered, its quiet note shows in its language and its button tries again, and on a guide
 * the visitor's phone's steps move first in the document, as the stylesheet already shows them
 * (decision 200). Run by the bootstrap when the app's module script fails, and by the app's entry
 * when the page's route code does (src/lib/bootstrap/static-page.ts).
 */
export function keepPageAsPrerendered(marks: PrerenderedMarks, moveFirst: MoveFirst) {
  moveFirst(marks.platforms);
  // The stylesheet's `without-app` parts hide (the installer's tool), as on a page without JavaScript.
  document.documentElement.setAttribute(marks.appFailed, "");
  const note = document.getElementById(marks.note);
  if (!note) return;
  note.querySelector("button")?.addEventListener("click", () => location.reload());
  note.hidden = false;
}

/**
 * The site notice shows between its start and its end by this device's clock, even on a page left
 * open: a notice built before its start appears at its start, one built before its end hides then.
 */
export function keepNoticeOnTime() {
  const notice = document.querySelector("[data-notice-ends]");
  if (notice instanceof HTMLElement) {
    const starts = Number(notice.dataset.noticeStarts) || 0;
    const ends = Number(notice.dataset.noticeEnds);
    const check = () => {
      const now = Date.now();
      notice.hidden = now < starts || now >= ends;
      const next = now < starts ? starts : ends;
      if (now < ends) setTimeout(check, Math.min(next - now, 2147483647));
    };
    check();
  }
}

/**
 * The footer's "Use less data" control stores the choice and reloads, with or without a server to
 * answer its form (the static hosts have none).
 */
export function wireSaveDataControl(cookies: { on: string; off: string }) {
  document.addEventListener("submit", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLFormElement) || !target.hasAttribute("data-save-data")) return;
    event.preventDefault();
    // The control asks for the other mode than the page's (read here, not from the pressed
    // button: SubmitEvent.submitter is missing from older phones).
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from many phones still in use.
    document.cookie = document.documentElement.hasAttribute("data-lite-page") ? cookies.off : cookies.on;
    location.reload();
  });
}

/**
 * Starts the app once the page has painted and the browser is idle: requests each of its modules,
 * one per task, then adds its module script.
 * @param failed run when the script or a module it imports could not be downloaded (a link that
 * dropped after the HTML): no app will run, and the page must say so in its own language
 */
export function startAppWhenIdle(entry: string, preloads: string[], failed: () => void) {
  let started = false;
  // The app's module script, once each of its modules has been requested. Requested by the script,
  // they would all be requested in the one task that reads the entry: at CPU x4, 40 to 50 ms of
  // the browser's own request work (decision 196, seventh-session addendum). A link each, one per
  // task, and the script then finds them loaded or on their way.
  const appendScript = () => {
    // Same attributes as the tag TanStack Start renders, so hydration finds it in place.
    const script = document.createElement("script");
    script.type = "module";
    script.async = true;
    script.src = entry;
    // A module script whose graph could not be fetched fires `error` at its element; one that ran
    // and threw does not (that is the app's own error page's job).
    script.addEventListener("error", failed, { once: true });
    document.body.appendChild(script);
  };
  // One step per task through a message channel: a chain of timers would be held to 4 ms a step
  // after its fifth (the HTML standard's clamp), about 50 ms more before the start for nothing.
  const steps = new MessageChannel();
  let next = 0;
  const preload = () => {
    const href = preloads[next++];
    if (href === undefined) {
      steps.port1.close();
      appendScript();
      return;
    }
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.appendChild(link);
    steps.port2.postMessage(0);
  };
  steps.port1.onmessage = preload;
  const start = () => {
    if (started) return;
    started = true;
    preload();
  };
  const idle = () => ("requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200));
  // `load` can come before the first paint on a busy device: wait until the browser reports the
  // first contentful paint (where it reports paints), then until a frame has been shown (the frame
  // after next begins only once the first is on screen). Never more than 3 s for the report: a
  // page in a background tab paints only when shown.
  const afterFirstPaint = (next: () => void) => {
    const reported = () => performance.getEntriesByName("first-contentful-paint").length > 0;
    if (!("PerformanceObserver" in window) || !PerformanceObserver.supportedEntryTypes?.includes("paint") || reported()) {
      next();
      return;
    }
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      next();
    };
    // The observer's own list, not `performance`: where `performance` is stood in for (Playwright's
    // clock answers no entries), the page would otherwise wait the 3 s below for a paint it had.
    const observer = new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length > 0 && once());
    observer.observe({ type: "paint", buffered: true });
    setTimeout(once, 3000);
  };
  const painted = () => afterFirstPaint(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(idle))));
  if (document.readyState === "complete") painted();
  else addEventListener("load", painted, { once: true });
}
