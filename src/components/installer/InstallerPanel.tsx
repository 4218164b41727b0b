import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import { type QrContent, readQrContent } from "../../lib/esim/activation-code.ts";
import { readFragment } from "../../lib/esim/install-link.ts";
import { loadDecoder } from "../../lib/qr/load-decoder.ts";
import { type QrReading, useQrImageReader } from "../../lib/qr/use-qr-image-reader.ts";
import { m } from "../../paraglide/messages.js";
import { buttonClass } from "../ui/button.ts";
import { cardClass } from "../ui/card.ts";
import { InstallerProblem, type Problem } from "./InstallerProblem.tsx";

type EsimCode = Extract<QrContent, { kind: "esim" }>;

/** Where the installer stands: waiting for a picture, reading one, a code to install, or why not. */
type State =
  | { step: "idle" }
  | { step: "reading" }
  | { step: "code"; esim: EsimCode; from: "image" | "link" }
  | { step: "problem"; problem: Problem };

// The ways to install come with the first code, beside the decoder: a visit that never reads one loads neither.
const Absent: ComponentType<{ esim: EsimCode }> = () => null;
const InstallerResult = lazy(() =>
  import("./InstallerResult.tsx").then(
    (module): { default: ComponentType<{ esim: EsimCode }> } => ({ default: module.InstallerResult }),
    () => ({ default: Absent }),
  ),
);

/** What reading a picture found, as the installer answers it. */
function fromReading(reading: QrReading): State {
  if (reading.kind === "reading") return { step: "reading" };
  if (reading.kind !== "one") return { step: "problem", problem: { kind: reading.kind } };
  const { text } = reading;
  const content = readQrContent(text);
  if (content.kind === "esim") return { step: "code", esim: content, from: "image" };
  if (content.kind === "broken-esim") return { step: "problem", problem: { kind: "broken" } };
  return { step: "problem", problem: { kind: content.kind === "link" ? "web-link" : "plain-text", text } };
}

/** The code in the address (an install link), then the address without it, so it stays out of history and bookmarks. */
function takeFragment(): State | undefined {
  const found = readFragment(window.location.hash);
  if (found.kind === "none") return undefined;
  history.replaceState(history.state, "", window.location.pathname + window.location.search);
  return found.kind === "esim"
    ? { step: "code", esim: found, from: "link" }
    : { step: "problem", problem: { kind: "bad-link", text: found.text } };
}

/**
 * The installer's card: the picture picker (which also offers the camera on phones), then what the
 * picture or the install link held. Prerendered and hydrated with the page; hidden where no script
 * runs (without JavaScript, in data-saving mode), where the page's manual route stands alone.
 */
export function InstallerPanel() {
  const [state, setState] = useState<State>({ step: "idle" });
  const input = useRef<HTMLInputElement>(null);
  const read = useQrImageReader(setState, fromReading);

  // Once, when the page starts (`read` stays the same function).
  useEffect(() => {
    const fromLink = () => {
      const next = takeFragment();
      if (next) setState(next);
    };
    fromLink();
    // A picture picked before the page finished loading is read now.
    const early = input.current?.files?.[0];
    if (early) void read(early);
    window.addEventListener("hashchange", fromLink);
    return () => window.removeEventListener("hashchange", fromLink);
  }, [read]);

  const preload = () => void loadDecoder().catch(() => {});
  return (
    <section
      aria-labelledby="installer-heading"
      className={cardClass("featured", { className: "flex flex-col gap-5 without-app:hidden" })}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <h2 id="installer-heading" className="text-2xl font-bold tracking-tight text-stone-950">
        {m.installer_heading()}
      </h2>
      <div className="flex flex-col items-start gap-2">
        <input
          ref={input}
          id="installer-file"
          type="file"
          accept="image/*"
          className="peer sr-only"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void read(file);
            event.currentTarget.value = ""; // the same picture can be read again
          }}
        />
        <label
          htmlFor="installer-file"
          className={buttonClass("primary", {
            className:
              "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-700",
          })}
        >
          {state.step === "idle" || state.step === "reading" ? m.installer_choose() : m.installer_another()}
        </label>
        <p className="text-sm text-stone-700">{m.installer_choose_hint()}</p>
      </div>
      <div aria-live="polite" className="flex flex-col gap-4">
        {state.step === "reading" && <p className="text-stone-700">{m.installer_reading()}</p>}
        {state.step === "problem" && <InstallerProblem problem={state.problem} />}
        {state.step === "code" && (
          <>
            {state.from === "link" && <p className="text-stone-700">{m.installer_from_link()}</p>}
            <Suspense fallback={<p className="text-stone-700">{m.installer_reading()}</p>}>
              <InstallerResult key={state.esim.code} esim={state.esim} />
            </Suspense>
          </>
        )}
      </div>
    </section>
  );
}
