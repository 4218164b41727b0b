import { useCallback, useRef, useState } from "react";

/**
 * Where a module loaded on demand is: not asked for, on its way (`retrying` after a failure, so
 * that what said it failed can stay until the retry succeeds), failed (it may be asked for again),
 * or there.
 */
export type LazyModule<M> =
  | { status: "idle" }
  | { status: "loading"; retrying: boolean }
  | { status: "failed" }
  | { status: "loaded"; module: M };

/**
 * A module downloaded only once the visitor reaches for what needs it (`load`, called from a focus,
 * a keystroke or a submit), so that its code stays out of the page's first visit. Calling `load`
 * again while it is on its way or once it is there does nothing; after a failure (the link
 * dropped), the next call tries again. `importer` must be the same function on every render (a
 * module-level constant).
 */
export function useLazyModule<M>(importer: () => Promise<M>) {
  const [state, setState] = useState<LazyModule<M>>({ status: "idle" });
  // The download in flight or done, so that a second call in the same event joins it rather than
  // starting another: the state above is only read at the next render.
  const download = useRef<Promise<void>>(undefined);
  const load = useCallback(() => {
    if (download.current) return;
    setState((previous) => ({ status: "loading", retrying: previous.status === "failed" }));
    download.current = importer().then(
      (module) => setState({ status: "loaded", module }),
      () => {
        download.current = undefined;
        setState({ status: "failed" });
      },
    );
  }, [importer]);
  return [state, load] as const;
}
