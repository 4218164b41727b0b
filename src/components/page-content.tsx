import { type ReactNode, use } from "react";
import { loadOnce, loadPageText, orFullPageLoad } from "../content/load";
import type { PageTexts } from "../content/page-text";
import { currentLocale } from "../lib/i18n";
import { ContentIsland } from "./ContentIsland";

/** A page's long text and the module of components that lays it out. */
export type PageContent<Page extends keyof PageTexts, Parts> = {
  page: Page;
  parts: () => Promise<Parts>;
  /** Route `beforeLoad`: the layout code and the locale's text together, so a navigation lands complete (unlike a loader, it is never served stale while refetching). */
  loader: (options: { preload: boolean }) => Promise<void>;
};

/**
 * Declares a page whose long text lives in content/pages/<locale>/<page>.ts and whose layout
 * components live in a module of their own. Neither is downloaded on a first visit (the
 * prerendered HTML stays, see ContentIsland); a client-side navigation fetches both.
 */
export function pageContent<Page extends keyof PageTexts, Parts>(page: Page, loadParts: () => Promise<Parts>): PageContent<Page, Parts> {
  const parts = () => loadOnce(`parts:${page}`, loadParts);
  return {
    page,
    parts,
    loader: ({ preload }) => orFullPageLoad(Promise.all([parts(), loadPageText(page, currentLocale())]), preload),
  };
}

type PageIslandProps<Page extends keyof PageTexts, Parts> = {
  content: PageContent<Page, Parts>;
  /** Names the region when a page has several (around its forms). */
  part?: string;
  render: (parts: Parts, text: PageTexts[Page]) => ReactNode;
  className?: string;
};

/** One region of a page's long text, in the page's locale. */
export function PageIsland<Page extends keyof PageTexts, Parts>({
  content,
  part = "body",
  render,
  className,
}: PageIslandProps<Page, Parts>) {
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

function LoadedParts<Parts>({ load, render }: { load: () => Promise<Parts>; render: (parts: Parts) => ReactNode }) {
  return render(use(load()));
}
