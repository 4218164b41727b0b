// What TanStack's <Link> does for each link, done once for the page's SiteLinks (components/
// SiteLink.tsx) and the links to the site's pages in Markdown text (content-tools/markdown.ts): a plain click is followed by the router, without a page load; a pointer resting
// on a link, a finger touching it or the keyboard's focus reaching it preloads its page's code.
// A click with a modifier key or another button, or on a link with a target, stays the browser's.

/** What the listeners need of the router. */
type Router = {
  navigate(options: { to: string; hash?: string }): Promise<unknown>;
  preloadRoute(options: { to: string }): Promise<unknown>;
};

const siteLinkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>("a[data-site-link]") : null;

/** Follows and preloads the page's SiteLinks through the router; returns how to stop. */
export function followSiteLinks(router: Router): () => void {
  let preloaded: HTMLAnchorElement | null = null;
  const preload = (event: Event) => {
    const link = siteLinkOf(event.target);
    if (!link || link === preloaded) return;
    preloaded = link;
    router.preloadRoute({ to: link.dataset.siteLink ?? "/" }).catch(() => {
      // A page whose code cannot be fetched now is fetched again on the click.
    });
  };
  const leave = (event: Event) => {
    if (siteLinkOf(event.target) === preloaded) preloaded = null;
  };
  const follow = (event: MouseEvent) => {
    const link = siteLinkOf(event.target);
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (link.target && link.target !== "_self") return;
    // A section of the page shown is the browser's to scroll to and focus, as any in-page anchor.
    if (link.hash && link.pathname === window.location.pathname) return;
    event.preventDefault();
    void router.navigate({ to: link.dataset.siteLink ?? "/", hash: link.dataset.hash });
  };
  const listeners = [
    ["click", follow],
    ["mouseover", preload],
    ["mouseout", leave],
    ["focusin", preload],
    ["focusout", leave],
    ["touchstart", preload],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, { passive: type !== "click" });
  return () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
  };
}
