import type { QrContent } from "../../lib/esim/activation-code.ts";
import { m } from "../../paraglide/messages.js";

/** Where a check stands: nothing chosen yet, working, or what the image turned out to hold. */
export type CheckState =
  | { step: "idle" }
  | { step: "checking" }
  | { step: "read"; content: QrContent; text: string }
  | { step: "no-code" }
  | { step: "several" }
  | { step: "not-image" }
  | { step: "unavailable" };

const noteClass = "rounded-xl border p-4";

function Advice() {
  return (
    <div className="mt-3">
      <p className="font-semibold">{m.qr_check_advice_heading()}</p>
      <ul className="mt-2 list-disc ps-6">
        <li>{m.qr_check_advice_whole()}</li>
        <li>{m.qr_check_advice_crop()}</li>
        <li>{m.qr_check_advice_sharp()}</li>
        <li>{m.qr_check_advice_one()}</li>
      </ul>
    </div>
  );
}

/** What the QR code is not, and what it holds, shown as text (a link in it is never made clickable). */
function NotAnEsim({ message, text }: { message: string; text: string }) {
  return (
    <div className={`${noteClass} border-amber-300 bg-amber-50 text-stone-800`}>
      <p className="font-semibold">{message}</p>
      <p className="mt-3">{m.qr_check_content()}</p>
      <p dir="ltr" className="mt-1 break-all font-mono text-sm">
        {text.length > 300 ? `${text.slice(0, 300)}…` : text}
      </p>
    </div>
  );
}

/** The outcome of a check, in words. */
export function QrCheckResult({ state }: { state: CheckState }) {
  if (state.step === "idle") return null;
  if (state.step === "checking") return <p className="text-stone-700">{m.qr_check_checking()}</p>;
  if (state.step === "unavailable") return <p className={`${noteClass} border-amber-300 bg-amber-50`}>{m.qr_check_unavailable()}</p>;
  if (state.step === "not-image") return <p className={`${noteClass} border-amber-300 bg-amber-50`}>{m.qr_check_not_image()}</p>;
  if (state.step === "several") return <p className={`${noteClass} border-amber-300 bg-amber-50`}>{m.qr_check_several()}</p>;
  if (state.step === "no-code") {
    return (
      <div className={`${noteClass} border-red-300 bg-red-50 text-stone-800`}>
        <p className="font-semibold">{m.qr_check_none()}</p>
        <Advice />
      </div>
    );
  }
  const { content, text } = state;
  if (content.kind === "link") return <NotAnEsim message={m.qr_check_link()} text={text} />;
  if (content.kind === "text") return <NotAnEsim message={m.qr_check_text()} text={text} />;
  if (content.kind === "broken-esim") {
    return (
      <div className={`${noteClass} border-red-300 bg-red-50 text-stone-800`}>
        <p className="font-semibold">{m.qr_check_broken()}</p>
        <Advice />
      </div>
    );
  }
  return (
    <div className={`${noteClass} flex flex-col gap-3 border-emerald-300 bg-emerald-50 text-stone-800`}>
      <p className="font-semibold text-emerald-900">{m.qr_check_valid()}</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{m.qr_check_smdp()}</dt>
        <dd dir="ltr" className="break-all font-mono text-sm sm:text-base">
          {content.smdpAddress}
        </dd>
        <dt className="font-semibold">{m.qr_check_code()}</dt>
        <dd dir="ltr" className="font-mono text-sm sm:text-base">
          {content.maskedCode}
        </dd>
      </dl>
      {content.confirmationCodeRequired && (
        <p className="rounded-lg border border-amber-400 bg-amber-50 p-3 font-semibold text-amber-950">{m.qr_check_confirmation()}</p>
      )}
    </div>
  );
}
