import { type ReactNode, use } from "react";
import { useHiddenUntilFound } from "../../lib/ui/use-hidden-until-found.ts";
import { usePrerenderedHtml } from "../../page-text/load.ts";

type PrerenderedTextProps<T> = {
  /** Unique on the page and the same on server and client, e.g. `ar/home-body`. */
  id: string;
  load: () => Promise<T>;
  render: (value: T) => ReactNode;
  className?: string;
  /** The element's own id and whether it is folded (a guide's steps: `hidden="until-found"`). */
  elementId?: string;
  folded?: boolean;
};

/**
 * A region of long text that never needs its text as JavaScript on a first visit: the prerendered
 * HTML is kept as it is through hydration; its links to the site's pages carry `data-site-link`,
 * so the page's one set of listeners follows and preloads them like any SiteLink
 * (src/lib/ui/site-links.ts). After a client-side navigation the text comes from its locale's chunk
 * and is rendered normally.
 */
export function PrerenderedText<T>({ id, load, render, className, elementId, folded = false }: PrerenderedTextProps<T>) {
  const prerendered = usePrerenderedHtml(id);
  const foldable = useHiddenUntilFound<HTMLDivElement>(folded);
  if (prerendered !== undefined) {
    return (
      <div
        data-prerendered={id}
        id={elementId}
        ref={foldable}
        className={className}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML this same component rendered at build time.
        dangerouslySetInnerHTML={{ __html: prerendered }}
      />
    );
  }
  return (
    <div data-prerendered={id} id={elementId} ref={foldable} className={className}>
      {render(use(load()))}
    </div>
  );
}
