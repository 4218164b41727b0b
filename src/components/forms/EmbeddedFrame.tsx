import { useHydrated } from "@tanstack/react-router";
import { type ReactNode, useRef } from "react";
import { cn } from "../../lib/ui/class-names.ts";
import { FormStatus } from "./FormStatus.tsx";
import { useFormLoading } from "./use-form-loading.ts";

type EmbeddedFrameProps = {
  src: string | undefined;
  title: string;
  /** The frame's height at each width; the placeholder takes exactly the same, so nothing shifts. */
  heightClass: string;
  otherWays?: ReactNode;
};

/**
 * A third-party form in a frame, hidden behind its skeleton until the frame has loaded. The parent
 * gives it `key={src}` so a new locale's form starts again from the skeleton.
 */
export function EmbeddedFrame({ src, title, heightClass, otherWays }: EmbeddedFrameProps) {
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useFormLoading(box, hydrated && Boolean(src), src);
  const showFrame = hydrated && src && state !== "failed";
  // Not configured is known when the page is built: say so in a box of its own size.
  if (!src) {
    return (
      <div data-form-state="unconfigured">
        <FormStatus state="unconfigured" otherWays={otherWays} />
      </div>
    );
  }
  return (
    <div ref={box} className={cn("relative", heightClass)} data-form-state={state}>
      {showFrame && (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="strict-origin"
          sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          onLoad={() => setState((now) => (now === "failed" ? now : "loaded"))}
          className={cn("absolute inset-0 size-full rounded-xl border border-stone-200 bg-white", state !== "loaded" && "invisible")}
        />
      )}
      {state !== "loaded" && (
        <div className="absolute inset-0">
          <FormStatus state={state} href={src} otherWays={otherWays} />
        </div>
      )}
    </div>
  );
}
