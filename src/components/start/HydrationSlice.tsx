import { Fragment, isValidElement, type ReactNode, Suspense, useRef } from "react";
import { nextSliceTurn, sliceMayHydrateNow } from "../../lib/bootstrap/hydration-slices.ts";
import { onPreact } from "../../lib/bootstrap/renderer.ts";

// A part of the page that hydrates in a task of its own once the current task has used its
// allowance (decision 196; the clock and the queue are in src/lib/bootstrap/hydration-slices.ts).

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
 * (decision 196). The slice refuses anything else on both renderers, so that the prerender,
 * `npm run dev` and the unit tests catch it. It sees only the element it is given: that a sliced
 * component renders one element is HydrationSlice.components.prerender.test.tsx's to check, and
 * what that element renders every-page.spec.ts's (the start keeps every prerendered part).
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  if (!isValidElement(children) || children.type === Fragment) {
    throw new Error("A HydrationSlice holds exactly one element: not a fragment, a list, text or a condition that may render nothing.");
  }
  return <Slice>{children}</Slice>;
}

/**
 * The slice of the router's matches, in the document's shell: its children are the router's, not
 * ours. In the browser they are the matches (one element, the root route's slice) and a `null`; on
 * the server, the matches and the scroll restoration's `<script>` after them, which the browser's
 * `null` leaves in place.
 */
export function RouterMatchesSlice({ children }: { children: ReactNode }) {
  return <Slice>{children}</Slice>;
}

function Slice({ children }: { children: ReactNode }) {
  if (!onPreact) return children;
  return (
    <Suspense fallback={null}>
      <WaitForTime>{children}</WaitForTime>
    </Suspense>
  );
}
