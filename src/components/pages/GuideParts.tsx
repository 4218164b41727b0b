// The pieces of a guide's text (GuideBody places them): loaded with the text, never on a first visit.

import { bulletListClass, linkClass, numberedListClass, paragraphClass } from "#model/long-text-classes.ts";
import type { GuideText, Html } from "#model/page-text/types.ts";
import { cn } from "../../lib/ui/class-names.ts";
import { m } from "../../paraglide/messages.js";
import { ExternalLink } from "../ExternalLink.tsx";
import { buttonClass } from "../ui/button.ts";
import { sectionClass, sectionHeadingClass } from "../ui/long-text.ts";
import { Prose } from "../ui/prose.tsx";

/** A phone's steps, and its note (a version's difference) if it has one. */
export function GuideSteps({ steps, note }: { steps: Html[]; note?: Html }) {
  return (
    <>
      <ol className={numberedListClass}>
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps never move.
          <Prose key={index} as="li" html={step} />
        ))}
      </ol>
      {note && <Prose as="p" className={cn(paragraphClass, "rounded-lg bg-stone-100 p-3 text-sm")} html={note} />}
    </>
  );
}

/** What to have ready, and the list of the sections (the troubleshooting guide's "What does your phone show?"). */
export function GuideTop({ guide }: { guide: GuideText }) {
  const answers = guide.sections?.filter((section) => section.id !== "next") ?? [];
  return (
    <>
      {guide.before && (
        <section aria-labelledby="before" className={sectionClass}>
          <h2 id="before" className={sectionHeadingClass("first")}>
            {m.help_before_heading()}
          </h2>
          <ul className={bulletListClass}>
            {guide.before.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never moves.
              <Prose key={index} as="li" html={item} />
            ))}
          </ul>
        </section>
      )}
      {guide.contents && answers.length > 0 && (
        <nav aria-labelledby="contents">
          <h2 id="contents" className={sectionHeadingClass()}>
            {guide.contents}
          </h2>
          <ul className="my-4 list-none space-y-1 ps-0">
            {answers.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={cn(linkClass, "flex min-h-11 items-center")}>
                  <WholeWords text={section.heading} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

/** The sections after the steps (in "next", a link alone is the page's main button), then the share link. */
export function GuideEnd({ guide }: { guide: GuideText }) {
  return (
    <>
      {guide.sections?.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className={sectionClass}>
          {/* The first section after the steps sits high only when no section comes before the steps. */}
          <h2 id={section.id} className={sectionHeadingClass(index === 0 && !guide.before ? "first" : "next")}>
            <WholeWords text={section.heading} />
          </h2>
          {section.paragraphs.map((paragraph, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a section's paragraphs never move.
            <Prose key={n} as="p" className={paragraphClass} html={paragraph} />
          ))}
        </section>
      ))}
      <p className={paragraphClass}>
        <ExternalLink href={guide.share} showIcon={false} className={buttonClass("secondary")}>
          {m.help_share_whatsapp()}
        </ExternalLink>
      </p>
    </>
  );
}

/** "Wi-Fi" kept on one line in a heading (a line may break at its hyphen; the build does the same in the Markdown). */
function WholeWords({ text }: { text: string }) {
  return text
    .split(/(Wi-Fi)/)
    .filter(Boolean)
    .map((part, index) =>
      part === "Wi-Fi" ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text.
        <span key={index} className="nowrap">
          {part}
        </span>
      ) : (
        part
      ),
    );
}
