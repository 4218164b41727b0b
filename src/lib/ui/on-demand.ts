import { type ComponentType, lazy, useState } from "react";

/**
 * Loads a heavy widget (a Radix Select or Dialog and their positioning and focus code) only when the
 * visitor reaches for it: `preload` on hover or focus, `activate` on click. It keeps that code out
 * of every page's first visit, which matters on a 2G link.
 */
export function onDemand<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let promise: ReturnType<typeof load> | undefined;
  const preload = () => {
    promise ??= load();
    return promise;
  };
  const Component = lazy(preload);
  return { Component, preload };
}

/** Whether an on-demand widget has been asked for yet. */
export function useActivated() {
  const [activated, setActivated] = useState(false);
  return [activated, () => setActivated(true)] as const;
}
