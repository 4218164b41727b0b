import { type ReactNode, Suspense, useRef } from "react";
import { nextSliceTurn, sliceMayHydrateNow } from "../lib/bootstrap/hydration-slices.ts";
import { onPreact } from "../lib/bootstrap/renderer.ts";

// A part of the page that hydrates in a task of its own once the current task has used its
// allowance (decision 196; the clock and the queue are in lib/bootstrap/hydration-slices.ts).

function WaitForTime({ children }: { children: ReactNode }): ReactNode {
  // Once hydrated, a slice never waits again: waiting would empty it until its promise settled.
  const hydrated = useRef(false);
  if (hydrated.current || sliceMayHydrateNow()) {
    hydrated.current = true;
    return children;
  }
  throw nextSliceTurn();
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
