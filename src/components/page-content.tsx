import { type ReactNode, use } from "react";
import { loadedPageText, loadOnce, loadPageText, orFullPageLoad } from "../content/load";
import type { PageText } from "../content/page-text";
import type { PageName } from "../content/schemas";
import { currentLocale } from "../lib/i18n";
import { pageHead } from "../lib/seo";
import type { Crumb } from "./Breadcrumbs";
import { ContentIsland } from "./ContentIsland";
import { PageHeader } from "./PageHeader";

/** A page's long text and the module of components that lays it out. */
export type PageContent<Page extends PageName, Parts> = {
  page: Page;
  parts: () => Promise<Parts>;
  /** Route `beforeLoad`: the layout code and the locale's text together, so a navigation lands complete (unlike a loader, it is never served stale while refetching). */
  loader: (options: { preload: boolean }) => Promise<void>;
  /** Route `head`: title and description from the page's content file. */
  head: () => ReturnType<typeof pageHead>;
};

/**
 * Declares a page whose text lives in content/pages/<locale>/<page>.md and whose layout
 * components live in a module of their own. Neither is downloaded on a first visit (the
 * prerendered HTML stays, see ContentIsland); a client-side navigation fetches both.
 */
export function pageContent<Page extends PageName, Parts>(
  page: Page,
  path: string,
  loadParts: () => Promise<Parts>,
): PageContent<Page, Parts> {
  const parts = () => loadOnce(`parts:${page}`, loadParts);
  return {
    page,
    parts,
    loader: ({ preload }) => orFullPageLoad(Promise.all([parts(), loadPageText(page, currentLocale())]), preload),
    head: () => pageHead(path, loadedPageText(page, currentLocale())),
  };
}

type PageIslandProps<Page extends PageName, Parts> = {
  content: PageContent<Page, Parts>;
  /** Names the region when a page has several (around its forms). */
  part?: string;
  render: (parts: Parts, text: PageText<Page>) => ReactNode;
  className?: string;
};

/** One region of a page's long text, in the page's locale. */
export function PageIsland<Page extends PageName, Parts>({ content, part = "body", render, className }: PageIslandProps<Page, Parts>) {
  const locale = currentLocale();
  return (
    <ContentIsland
      id={`${locale}/${content.page}-${part}`}
      load={() => loadPageText(content.page, locale)}
      render={(text) => <LoadedParts load={content.parts} render={(parts) => render(parts, text)} />}
      className={className}
    />
  );
}

/** The top of an inner page (breadcrumbs, heading, introduction), from its content file. */
export function PageTop<Page extends PageName, Parts>({ content, parents }: { content: PageContent<Page, Parts>; parents?: Crumb[] }) {
  const locale = currentLocale();
  return (
    <ContentIsland
      id={`${locale}/${content.page}-header`}
      load={() => loadPageText(content.page, locale)}
      render={(text) => <PageHeader heading={text.heading} intro={text.intro} parents={parents} />}
    />
  );
}

function LoadedParts<Parts>({ load, render }: { load: () => Promise<Parts>; render: (parts: Parts) => ReactNode }) {
  return render(use(load()));
}
