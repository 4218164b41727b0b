import type { PolicyText } from "../../../model/page-text/types.ts";
import { m } from "../../paraglide/messages.js";
import { HydrationSlice } from "../HydrationSlice.tsx";
import { Prose } from "../ui/prose.tsx";

/**
 * A policy's text (content/policies/, compiled by content-tools/vite-plugin.ts): a table of
 * contents, then the opening paragraphs and the numbered sections, each under a heading with its
 * stable anchor (other pages link to `#renewals`). The classes are the long-text styles of
 * src/styles.css, shared with the guides.
 */
export function PolicyBody({ policy }: { policy: PolicyText }) {
  return (
    <>
      <nav aria-labelledby="toc-heading" className="policy-toc">
        <h2 id="toc-heading">{m.policy_toc_heading()}</h2>
        <ol>
          {policy.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="policy-prose">
        <Prose as="div" html={policy.lead} />
        {policy.sections.map((section) => (
          <HydrationSlice key={section.id}>
            <section aria-labelledby={section.id}>
              <h2 id={section.id}>{section.heading}</h2>
              <Prose as="div" html={section.html} />
            </section>
          </HydrationSlice>
        ))}
      </article>
    </>
  );
}
