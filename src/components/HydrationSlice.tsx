import { useHydrated } from "@tanstack/react-router";
import { type ReactNode, Suspense, useRef, useSyncExternalStore } from "react";
import { onPreact } from "../lib/bootstrap/renderer.ts";

// Hydration in slices (decision 196). Preact hydrates the whole document in one task, which on a
// cheap phone holds the main thread for hundreds of milliseconds after the page is readable. A
// part that suspends while the document hydrates keeps its prerendered DOM (Preact's Suspense) and
// is hydrated when its promise settles. So each slice checks the clock: while the current task has
// time left it hydrates at once; past that it waits for a task of its own, and the slices that
// waited hydrate one per task, in the order they waited, each with a fresh allowance. The
// allowance is wall-clock time, so a slower phone gets the same short tasks in more of them.
// React (the prerender, `vite dev`, the unit tests) hydrates in a transition and yields by itself:
// there every slice renders its children at once.

/** Hydration time allowed in one task before the remaining slices wait for tasks of their own. */
const TASK_ALLOWANCE_MS = 4;

let hydrating = onPreact;
let deadline = Number.POSITIVE_INFINITY;
const waiting: Array<() => void> = [];
const listeners = new Set<() => void>();

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
    for (const listener of listeners) listener();
    return;
  }
  deadline = performance.now() + TASK_ALLOWANCE_MS;
  next();
  setTimeout(hydrateNextSlice, 0);
}

function WaitForTime({ children }: { children: ReactNode }): ReactNode {
  // Once hydrated, a slice never waits again: waiting would empty it until its promise settled.
  const hydrated = useRef(false);
  if (hydrated.current || !hydrating || performance.now() < deadline) {
    hydrated.current = true;
    return children;
  }
  throw new Promise<void>((resolve) => waiting.push(resolve));
}

/**
 * A part of the page that may hydrate in a task of its own; renders exactly its children. They
 * must be one element, always: while a slice waits, Preact takes the next DOM node as its own, so
 * a slice that renders nothing or several elements takes a node that belongs to what follows it
 * (decision 196; `every-page.spec.ts` checks that the start keeps the prerendered parts).
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  if (!onPreact) return children;
  return (
    <Suspense fallback={null}>
      <WaitForTime>{children}</WaitForTime>
    </Suspense>
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether the app has started: hydrated, every slice included. What the menus wait for before they
 * become the app's buttons, so that "the app has started" (decision 020) still means the whole
 * page answers.
 */
export function useAppStarted() {
  const slicesHydrated = useSyncExternalStore(
    subscribe,
    () => !hydrating,
    () => false,
  );
  return useHydrated() && slicesHydrated;
}
