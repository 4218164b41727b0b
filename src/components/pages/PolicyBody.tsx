import type { PolicyText } from "#model/page-text/types.ts";
import { m } from "../../paraglide/messages.js";
import { HydrationSlice } from "../start/HydrationSlice.tsx";
import { longTextColumn, sectionClass, sectionHeadingClass } from "../ui/long-text.ts";
import { Prose } from "../ui/prose.tsx";

/**
 * A policy's text (content/policies/, compiled by content-tools/vite-plugin.ts): a table of
 * contents, then the opening paragraphs and the numbered sections, each under a heading with its
 * stable anchor (other pages link to `#renewals`). The long-text classes (../ui/long-text.ts) are
 * shared with the guides; the table of contents is sticky beside the text on a wide screen.
 */
export function PolicyBody({ policy }: { policy: PolicyText }) {
  return (
    <>
      <nav
        aria-labelledby="toc-heading"
        className="print:hidden lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto"
      >
        <h2 id="toc-heading" className="mb-3 text-sm font-semibold text-stone-900">
          {m.policy_toc_heading()}
        </h2>
        <ol className="flex flex-col gap-1 border-s border-stone-200 text-sm">
          {policy.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ms-px block border-s-2 border-transparent py-1 ps-3 text-stone-600 hover:border-emerald-700 hover:text-stone-950"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={longTextColumn}>
        <Prose as="div" html={policy.lead} />
        {policy.sections.map((section, index) => (
          <HydrationSlice key={section.id}>
            <section aria-labelledby={section.id} className={sectionClass}>
              <h2 id={section.id} className={sectionHeadingClass(index === 0 ? "first" : "next")}>
                {section.heading}
              </h2>
              <Prose as="div" html={section.html} />
            </section>
          </HydrationSlice>
        ))}
      </article>
    </>
  );
}
