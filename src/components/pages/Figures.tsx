import type { FigureText } from "#model/page-text/types.ts";
import { cn } from "../../lib/ui/class-names.ts";

/** The program's two headline figures (from content/data/figures.yaml, formatted for the page's locale at build time). */
export function Figures({ esims, people, tone = "light" }: { esims: FigureText; people: FigureText; tone?: "light" | "dark" }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2">
      {[esims, people].map((figure) => (
        <div
          key={figure.label}
          className={cn(
            "flex flex-col-reverse gap-2 rounded-2xl p-6",
            tone === "dark" ? "bg-white/10 text-emerald-50" : "border border-emerald-100 bg-emerald-50",
          )}
        >
          <dt className={cn("text-base", tone === "dark" ? "text-emerald-100" : "text-stone-700")}>{figure.label}</dt>
          <dd className={cn("text-4xl font-extrabold tracking-tight sm:text-5xl", tone === "dark" ? "text-white" : "text-emerald-900")}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
