import { type ComponentType, lazy, useState } from "react";

/**
 * Loads a heavy widget (a Radix Select or Dialog and their positioning and focus code) only when the
 * visitor reaches for it: `preload` on hover or focus, `activate` on click. It keeps that code out
 * of every page's first visit, which matters on a 2G link. When the download fails (the link
 * dropped), `fallback` stands in: the widget's plain version, which works without that code
 * (decision 110); a later hover or focus tries the download again.
 */
export function onDemand<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, fallback: ComponentType<Props>) {
  let promise: ReturnType<typeof load> | undefined;
  const download = () => {
    promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    });
    return promise;
  };
  const Component = lazy(() => download().catch(() => ({ default: fallback })));
  const preload = () => {
    download().catch(() => {});
  };
  return { Component, preload };
}

/** Whether an on-demand widget has been asked for yet. */
export function useActivated() {
  const [activated, setActivated] = useState(false);
  return [activated, () => setActivated(true)] as const;
}
