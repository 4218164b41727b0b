import { hydrationEnded } from "./app-started.ts";
import { onPreact } from "./renderer.ts";

// Hydration in slices (decision 196): the clock and the queue behind src/components/start/HydrationSlice.tsx.
// Preact hydrates the whole document in one task, which on a cheap phone holds the main thread for
// hundreds of milliseconds after the page is readable. A part that suspends while the document
// hydrates keeps its prerendered DOM (Preact's Suspense) and is hydrated when its promise settles.
// So each slice asks the clock: while the current task has time left it hydrates at once; past
// that it waits for a task of its own, and the slices that waited hydrate one per task, in the
// order they waited, each with a fresh allowance. The allowance is wall-clock time, so a slower
// phone gets the same short tasks in more of them. React (the prerender, `vite dev`, the unit
// tests of other components) hydrates in a transition and yields by itself: there nothing waits.

/** Hydration time allowed in one task before the remaining slices wait for tasks of their own. */
const TASK_ALLOWANCE_MS = 4;

let hydrating = onPreact;
let deadline = Number.POSITIVE_INFINITY;
const waiting: Array<() => void> = [];
/** What waits for every slice to have hydrated (`afterSlices`). */
const afterLastSlice: Array<() => void> = [];

/** Called by src/client.tsx just before hydrating: the first task's allowance starts now. */
export function startHydrationSlices() {
  deadline = performance.now() + TASK_ALLOWANCE_MS;
  setTimeout(hydrateNextSlice, 0);
}

/** In a task of its own: lets the longest-waiting slice hydrate, or ends hydration if none waits. */
function hydrateNextSlice() {
  const next = waiting.shift();
  if (!next) {
    hydrating = false;
    hydrationEnded();
    for (const then of afterLastSlice.splice(0)) then();
    return;
  }
  deadline = performance.now() + TASK_ALLOWANCE_MS;
  next();
  setTimeout(hydrateNextSlice, 0);
}

/**
 * Throws and catches once, in a task of its own before hydration. A page's first exception costs
 * V8 1.5 to 3 ms at full speed, once (measured with the slices' own throw, 0.1 ms each after it),
 * and a slice waits by throwing: paid here, that cost stays out of the first hydration task.
 */
export function payFirstThrowCost() {
  try {
    throw Promise.resolve();
  } catch {
    // Nothing to handle: the throw was the point.
  }
}

/**
 * Runs `then` once every slice has hydrated, if the document still hydrates; otherwise does
 * nothing (what `then` would redo has been done with the render). For what the router does after
 * a render that a later slice completes (scroll-after-render.ts).
 */
export function afterSlices(then: () => void) {
  if (hydrating) afterLastSlice.push(then);
}

/** Whether a slice may hydrate in the current task: the app has hydrated, or the task has time left. */
export const sliceMayHydrateNow = () => !hydrating || performance.now() < deadline;

/** Settles when it is the calling slice's turn, in a task of its own. */
export const nextSliceTurn = () => new Promise<void>((resolve) => waiting.push(resolve));
