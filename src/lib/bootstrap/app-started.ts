import { useHydrated } from "@tanstack/react-router";
import { useCallback, useState, useSyncExternalStore } from "react";
import { onPreact } from "./renderer.ts";

// "The app has started" (decision 020): what the menus, the head's keeper and the back-to-top
// button wait for before they become the app's. On Preact the document hydrates in slices
// (decision 196, hydration-slices.ts); once the last one has hydrated, the parts that wait start
// one per task, in the order they first rendered, each in a task of its own. Started all at once
// they re-rendered together, in one task of 50-60 ms at CPU ×4 (a probe that timed each component,
// sixth session of 2026-11-27). A part that subscribes late (its effects run after a paint) still
// gets a task of its own; one that first renders after every waiting part has started (a later
// page's) starts at once, as on React, where nothing waits.

/** The document is hydrating: no part starts before it has. */
let hydrating = onPreact;
/** Every part that waited has started. */
let allStarted = !onPreact;
let nextTicket = 0;
const started = new Set<number>();
/** The parts that wait, with how to tell each: in the order they subscribed. */
const waiting = new Map<number, () => void>();
let turnScheduled = false;

/** Called by hydration-slices.ts once every slice has hydrated. */
export function hydrationEnded() {
  hydrating = false;
  scheduleTurn();
}

function scheduleTurn() {
  if (turnScheduled || hydrating) return;
  turnScheduled = true;
  setTimeout(nextTurn, 0);
}

/** In a task of its own: starts the part that has waited longest. */
function nextTurn() {
  turnScheduled = false;
  const next = waiting.entries().next();
  if (next.done) {
    allStarted = true;
    return;
  }
  const [ticket, tell] = next.value;
  waiting.delete(ticket);
  started.add(ticket);
  tell();
  scheduleTurn();
}

/** Whether the app has started for the calling part: hydrated, every slice included, and its turn come. */
export function useAppStarted() {
  const [ticket] = useState(() => {
    const ticket = nextTicket++;
    if (allStarted && !hydrating) started.add(ticket);
    return ticket;
  });
  const subscribe = useCallback(
    (tell: () => void) => {
      if (!started.has(ticket)) {
        waiting.set(ticket, tell);
        scheduleTurn();
      }
      return () => {
        waiting.delete(ticket);
      };
    },
    [ticket],
  );
  const turnCome = useSyncExternalStore(
    subscribe,
    () => started.has(ticket),
    () => false,
  );
  return useHydrated() && turnCome;
}
