import { type RefObject, useEffect, useState } from "react";
import { config } from "../../config/index.ts";

/** Where an embedded form is: not started (no JavaScript yet), loading, shown, or given up on. */
export type FormState = "idle" | "loading" | "loaded" | "failed";

/**
 * Tracks an embedded form's loading. The give-up timer (KGC_FORM_TIMEOUT_MS) starts only once the
 * form's place is near the viewport, since lazy frames do not load before that.
 */
export function useFormLoading(box: RefObject<HTMLElement | null>, active: boolean) {
  const [state, setState] = useState<FormState>("idle");

  useEffect(() => {
    if (!active) return;
    setState("loading");
    const element = box.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !timer) {
          timer = setTimeout(() => setState((now) => (now === "loading" ? "failed" : now)), config.forms.timeoutMs);
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [active, box]);

  return [state, setState] as const;
}
