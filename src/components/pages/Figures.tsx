import type { Figure } from "../../content/page-text";
import { ESIMS_DISTRIBUTED, PEOPLE_CONNECTED } from "../../lib/facts";
import { fillNumber } from "../../lib/format";
import { currentLocale } from "../../lib/i18n";
import { cn } from "../../lib/utils";

/** The program's two headline figures, each number formatted for the page's locale. */
export function Figures({ esims, people, tone = "light" }: { esims: Figure; people: Figure; tone?: "light" | "dark" }) {
  const locale = currentLocale();
  const items = [
    { figure: esims, value: ESIMS_DISTRIBUTED },
    { figure: people, value: PEOPLE_CONNECTED },
  ];
  return (
    <dl className="grid gap-6 sm:grid-cols-2">
      {items.map(({ figure, value }) => (
        <div
          key={figure.label}
          className={cn(
            "flex flex-col-reverse gap-2 rounded-2xl p-6",
            tone === "dark" ? "bg-white/10 text-emerald-50" : "border border-emerald-100 bg-emerald-50",
          )}
        >
          <dt className={cn("text-base", tone === "dark" ? "text-emerald-100" : "text-stone-700")}>{figure.label}</dt>
          <dd className={cn("text-4xl font-extrabold tracking-tight sm:text-5xl", tone === "dark" ? "text-white" : "text-emerald-900")}>
            {fillNumber(figure.display, value, locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
