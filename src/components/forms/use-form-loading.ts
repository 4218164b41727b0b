import { type RefObject, useEffect, useState } from "react";
import { config } from "../../config/index.ts";

/** Where an embedded form is: not started (no JavaScript yet), loading, shown, or given up on. */
export type FormState = "idle" | "loading" | "loaded" | "failed";

/**
 * Tracks an embedded form's loading. The give-up timer (KGC_FORM_TIMEOUT_MS) starts only once the
 * form's place is near the viewport, since lazy frames do not load before that. `probe`, a frame's
 * address, is asked for its headers at that moment: a frame whose provider cannot be reached still
 * fires `load` (with the browser's error page inside), so that answer is how the page knows at once.
 */
export function useFormLoading(box: RefObject<HTMLElement | null>, active: boolean, probe?: string) {
  const [state, setState] = useState<FormState>("idle");

  useEffect(() => {
    if (!active) return;
    setState("loading");
    const element = box.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const abort = new AbortController();
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !timer) {
          timer = setTimeout(() => setState((now) => (now === "loading" ? "failed" : now)), config.forms.timeoutMs);
          if (probe) reachable(probe, abort.signal).then((ok) => ok || abort.signal.aborted || setState("failed"));
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      abort.abort();
    };
  }, [active, box, probe]);

  return [state, setState] as const;
}

/**
 * Whether an address answers at all: a HEAD request whose response stays opaque (no-cors), so it
 * rejects only on a network failure (no connection, DNS, blocked), never on the provider's status.
 */
async function reachable(url: string, signal: AbortSignal) {
  try {
    await fetch(url, { method: "HEAD", mode: "no-cors", credentials: "omit", referrerPolicy: "strict-origin", signal });
    return true;
  } catch {
    return false;
  }
}
