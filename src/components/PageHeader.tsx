import type { Html } from "#model/page-text/types.ts";
import { Breadcrumbs, type Crumb } from "./layout/Breadcrumbs.tsx";
import { Prose } from "./ui/prose.tsx";

type PageHeaderProps = {
  heading: string;
  /** Plain text; or `introHtml`, compiled at build time from a Markdown field (a guide's introduction). */
  intro?: string;
  introHtml?: Html;
  parents?: Crumb[];
  note?: string;
};

/** The top of an inner page: breadcrumb trail, the page's one h1, and its introduction. */
export function PageHeader({ heading, intro, introHtml, parents, note }: PageHeaderProps) {
  const introClass = "max-w-3xl text-lg leading-relaxed text-stone-700 text-pretty";
  return (
    <div className="border-b border-stone-200 bg-gradient-to-b from-emerald-50/70 to-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10 sm:px-6 sm:py-14">
        <Breadcrumbs parents={parents} current={heading} />
        <h1 className="text-3xl font-bold tracking-tight text-stone-950 text-balance sm:text-4xl">{heading}</h1>
        {introHtml === undefined ? <p className={introClass}>{intro}</p> : <Prose as="p" className={introClass} html={introHtml} />}
        {note && <p className="text-sm font-medium text-stone-600">{note}</p>}
      </div>
    </div>
  );
}
