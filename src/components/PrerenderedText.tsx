import { useRouter } from "@tanstack/react-router";
import { type MouseEvent, type ReactNode, use } from "react";
import { stripLocale } from "../../model/locales.ts";
import { useHiddenUntilFound } from "../lib/ui/use-hidden-until-found.ts";
import { usePrerenderedHtml } from "../page-text/load.ts";

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
 * HTML is kept as it is through hydration, and its plain links are upgraded to client-side
 * navigation (with preloading on hover) by delegation. After a client-side navigation the text
 * comes from its locale's chunk and is rendered normally.
 */
export function PrerenderedText<T>({ id, load, render, className, elementId, folded = false }: PrerenderedTextProps<T>) {
  const prerendered = usePrerenderedHtml(id);
  const links = useDelegatedLinks();
  const foldable = useHiddenUntilFound<HTMLDivElement>(folded);
  if (prerendered !== undefined) {
    return (
      <div
        data-prerendered={id}
        id={elementId}
        ref={foldable}
        className={className}
        {...links}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML this same component rendered at build time.
        dangerouslySetInnerHTML={{ __html: prerendered }}
      />
    );
  }
  return (
    <div data-prerendered={id} id={elementId} ref={foldable} className={className} {...links}>
      {render(use(load()))}
    </div>
  );
}

/** Click and hover handlers that route the region's same-site links through the router. */
function useDelegatedLinks() {
  const router = useRouter();
  const internalPath = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download")) return undefined;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return undefined;
    return { to: stripLocale(url.pathname), hash: url.hash.slice(1) || undefined, samePage: url.pathname === window.location.pathname };
  };
  return {
    onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = internalPath(event);
      if (!target || (target.samePage && target.hash)) return;
      event.preventDefault();
      void router.navigate({ to: target.to, hash: target.hash });
    },
    onMouseOver(event: MouseEvent) {
      const target = internalPath(event);
      if (target && !target.samePage) void router.preloadRoute({ to: target.to }).catch(() => {});
    },
  };
}
