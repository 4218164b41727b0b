import { type ReactNode, Suspense } from "react";
import { onPreact } from "../lib/bootstrap/renderer.ts";

// Experiment: Preact hydrates the whole document in one task. A part that suspends while the
// document hydrates keeps its prerendered DOM and is hydrated when its promise settles: one task each.
let hydrating = onPreact;
let chain = Promise.resolve();
const waiting = new Map<string, Promise<void>>();
const done = new Set<string>();
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function Wait({ name, children }: { name: string; children: ReactNode }) {
  if (!hydrating || done.has(name)) return children;
  let promise = waiting.get(name);
  if (!promise) {
    chain = chain.then(nextTask).then(() => {
      done.add(name);
    });
    promise = chain;
    waiting.set(name, promise);
    void chain.then(nextTask).then(() => {
      if ([...waiting.keys()].every((key) => done.has(key))) hydrating = false;
    });
  }
  throw promise;
}

export function HydrationSlice({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Wait name={name}>{children}</Wait>
    </Suspense>
  );
}
