import { type ReactNode, use } from "react";
import type { PageName } from "#model/content-schemas/page-schemas.ts";
import type { PageText } from "#model/page-text/types.ts";
import { pathOfPage } from "#model/pages.ts";
import { pageHead } from "../../lib/head/page-head.ts";
import { currentLocale } from "../../lib/locale/page-locale.ts";
import { loadedPageText, loadOnce, loadPageText, orFullPageLoad, settled } from "../../page-text/load.ts";
import type { Crumb } from "../layout/Breadcrumbs.tsx";
import { PageHeader } from "../PageHeader.tsx";
import { PrerenderedText } from "./PrerenderedText.tsx";

/** A page's long text and the module of components that lays it out. */
export type TextPage<Page extends PageName, Parts> = {
  name: Page;
  parts: () => Promise<Parts>;
  /** The parts if they have loaded: on the server and after a client-side navigation, never while a first visit hydrates. */
  loadedParts: () => Parts | undefined;
  /** Spread into the page's route options (`createFileRoute(path)({ ...page.routeOptions, component })`). */
  routeOptions: {
    /** The layout code and the locale's text together, so a navigation lands complete (unlike a loader, it is never served stale while refetching). */
    beforeLoad: (options: { preload: boolean; cause: "preload" | "enter" | "stay" }) => Promise<void> | undefined;
    /** Title and description from the page's content file. */
    head: () => ReturnType<typeof pageHead>;
  };
};

/**
 * Declares a page whose text lives in content/pages/<locale>/<page>.md and whose layout
 * components live in a module of their own. Neither is downloaded on a first visit (the
 * prerendered HTML stays, see PrerenderedText); a client-side navigation fetches both.
 */
export function textPage<Page extends PageName, Parts>(page: Page, loadParts: () => Promise<Parts>): TextPage<Page, Parts> {
  const partsKey = `parts:${page}`;
  const parts = () => loadOnce(partsKey, loadParts);
  return {
    name: page,
    parts,
    loadedParts: () => settled<Parts>(partsKey),
    routeOptions: {
      beforeLoad: ({ preload, cause }) => {
        const work = Promise.all([parts(), loadPageText(page, currentLocale())]);
        // The same page with another query (the request-dates form keeps its fields in the
        // address as one types): the page is on screen already, so a part that cannot load now
        // (the link dropped) waits for its next use instead of reloading the page under the reader.
        if (cause === "stay") return void work.catch(() => undefined);
        return orFullPageLoad(work, preload);
      },
      head: () => pageHead(pathOfPage[page], loadedPageText(page, currentLocale())),
    },
  };
}

/**
 * The whole route of a page that is its header and its text, nothing between (about, donate,
 * policies, travel). Its component is built here, so the router cannot split it into a chunk of its
 * own: it is a few lines, and the page's layout module stays a separate download either way. Pages
 * that place forms or tools among their text (home, contact, upload, request-dates, the installer)
 * spread `routeOptions` instead and give the page to a component of their own (`HomePage.tsx` and
 * the like), which the router splits into the route's chunk.
 */
export function textPageRoute<Page extends PageName, Parts>(page: TextPage<Page, Parts>, render: PagePartProps<Page, Parts>["render"]) {
  return {
    ...page.routeOptions,
    component: function TextPageComponent() {
      return (
        <>
          <PageTop page={page} />
          <PagePart page={page} render={render} />
        </>
      );
    },
  };
}

type PagePartProps<Page extends PageName, Parts> = {
  page: TextPage<Page, Parts>;
  /** Names the region when a page has several (around its forms). */
  part?: string;
  render: (parts: Parts, text: PageText<Page>) => ReactNode;
  className?: string;
};

/** One region of a page's long text, in the page's locale. */
export function PagePart<Page extends PageName, Parts>({ page, part = "body", render, className }: PagePartProps<Page, Parts>) {
  const locale = currentLocale();
  return (
    <PrerenderedText
      id={`${locale}/${page.name}-${part}`}
      load={() => loadPageText(page.name, locale)}
      render={(text) => <LoadedParts load={page.parts} render={(parts) => render(parts, text)} />}
      className={className}
    />
  );
}

/** The top of an inner page (breadcrumbs, heading, introduction), from its content file. */
export function PageTop<Page extends PageName, Parts>({ page, parents }: { page: TextPage<Page, Parts>; parents?: Crumb[] }) {
  const locale = currentLocale();
  return (
    <PrerenderedText
      id={`${locale}/${page.name}-header`}
      load={() => loadPageText(page.name, locale)}
      render={(text) => <PageHeader heading={text.heading} intro={text.intro} parents={parents} />}
    />
  );
}

function LoadedParts<Parts>({ load, render }: { load: () => Promise<Parts>; render: (parts: Parts) => ReactNode }) {
  return render(use(load()));
}
