import type { HomeText } from "#model/page-text/types.ts";
import { ChatIcon, MapPinIcon, PhoneIcon } from "../Icons.tsx";
import { cardClass } from "../ui/card.ts";
import { Prose } from "../ui/prose.tsx";

/** One icon per condition, in the order the content gives them: in Gaza, number and WhatsApp, the phone. */
const conditionIcons = [MapPinIcon, ChatIcon, PhoneIcon];

/**
 * Beside the request button: who can request (three lines, from the Distribution Policy) and the two
 * things to do before the request form, each a link to its guide (ux walk 2026-11-25, M4 and M5).
 */
export function BeforeRequest({ text }: { text: HomeText["beforeRequest"] }) {
  return (
    <section aria-labelledby="before-request" className={cardClass("plain", { className: "flex flex-col gap-5" })}>
      <h2 id="before-request" className="text-xl font-bold text-emerald-950">
        {text.heading}
      </h2>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold text-stone-900">{text.whoHeading}</h3>
        <ul className="flex flex-col gap-3">
          {text.who.map((line, index) => {
            const ConditionIcon = conditionIcons[index] ?? PhoneIcon;
            return (
              <li key={line} className="flex items-start gap-3">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-800">
                  <ConditionIcon />
                </span>
                <Prose html={line} className="pt-1 text-stone-700" />
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex flex-col gap-3 border-t border-stone-200 pt-5">
        <h3 className="font-semibold text-stone-900">{text.stepsHeading}</h3>
        <ol className="flex flex-col gap-3">
          {text.steps.map((step, index) => (
            <li key={step} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-800 font-semibold text-white"
              >
                {index + 1}
              </span>
              <Prose html={step} className="pt-1 text-stone-700" />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
