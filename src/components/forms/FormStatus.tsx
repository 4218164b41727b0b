import type { ReactNode } from "react";
import { linkClass } from "#model/long-text-classes.ts";
import { m } from "../../paraglide/messages.js";
import { ExternalLink } from "../ExternalLink.tsx";
import type { FormState } from "./use-form-loading.ts";

type FormStatusProps = {
  state: FormState | "unconfigured";
  /** The form's own address, to open in a new tab; absent when not configured. */
  href?: string;
  /** Other ways to reach the team, shown when the form cannot be used. */
  otherWays?: ReactNode;
  /** The sentence before `otherWays`; by default "You can also reach us here:". */
  otherWaysIntro?: string;
};

/**
 * What stands in the form's place until it shows: a skeleton with an announced loading label, the
 * direct link (the only thing without JavaScript), or, once given up on, a message and the link.
 */
export function FormStatus({ state, href, otherWays, otherWaysIntro = m.form_other_ways() }: FormStatusProps) {
  // Each box has its own key, so that giving up builds the message anew instead of reshaping the
  // skeleton's elements into it: a reused paragraph that grows counts as a layout shift (Preact
  // reuses elements by position more than React does), and an alert is announced when it is added.
  if (state === "failed" || state === "unconfigured") {
    return (
      <div
        key="gave-up"
        className="flex h-full flex-col items-start gap-4 rounded-xl border border-amber-300 bg-amber-50 p-6 text-stone-800"
      >
        <p role="alert">{state === "failed" ? m.form_failed() : m.form_unavailable()}</p>
        {href && (
          <ExternalLink href={href} className={linkClass}>
            {m.form_open_new_tab()}
          </ExternalLink>
        )}
        {otherWays && (
          <div className="flex flex-col gap-2">
            <p>{otherWaysIntro}</p>
            {otherWays}
          </div>
        )}
      </div>
    );
  }
  // The skeleton comes first and the texts after it, so the loading label appearing after
  // hydration moves nothing that was already on screen.
  return (
    <div key="waiting" className="flex h-full flex-col gap-4 rounded-xl border border-stone-200 bg-stone-50 p-6">
      <div aria-hidden="true" className="flex flex-col gap-5 motion-safe:animate-pulse">
        {["w-1/3", "w-full", "w-1/4", "w-full", "w-2/5", "w-full", "w-full"].map((width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list.
          <div key={index} className={`rounded bg-stone-200 ${width} ${index % 2 ? "h-11" : "h-4"}`} />
        ))}
        <div className="h-12 w-40 rounded-md bg-stone-300" />
      </div>
      {href && (
        <p className="mt-2 text-sm text-stone-700">
          <ExternalLink href={href} className={linkClass}>
            {m.form_open_new_tab()}
          </ExternalLink>
        </p>
      )}
      {/* Present from the start so screen readers announce the label when it appears. */}
      <p role="status" className="text-stone-700">
        {state === "loading" && (
          <>
            <span className="font-medium">{m.form_loading()}</span> <span className="text-sm">{m.form_slow_hint()}</span>
          </>
        )}
      </p>
    </div>
  );
}
