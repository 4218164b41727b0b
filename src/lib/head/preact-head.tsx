// The <head> in the built site's browser code, which runs on Preact (decision 191, renderer.ts).
// React 19 hoists and matches <title>, <meta> and <link> wherever they are, so the prerendered head
// hydrates whatever its order; Preact matches children by position, and React's prerendered order
// differs from the route's, so hydration would duplicate the head. Here Preact keeps the prerendered head untouched
// and, after each client-side navigation, rewrites the page's own tags from the router's.
import { HeadContent, useTags } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useAppStarted } from "../bootstrap/app-started.ts";
import { onPreact } from "../bootstrap/renderer.ts";

/** The tags that change from page to page: title, named meta, canonical and alternates, JSON-LD. */
const pageTags = 'title, meta[name], meta[property], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]';

type Tag = { tag: string; attrs?: Record<string, unknown>; children?: string };

function element(tag: Tag) {
  const node = document.createElement(tag.tag);
  for (const [name, value] of Object.entries(tag.attrs ?? {})) {
    if (value === undefined || value === false || name === "suppressHydrationWarning") continue;
    node.setAttribute(name === "hrefLang" ? "hreflang" : name === "crossOrigin" ? "crossorigin" : name, String(value));
  }
  if (tag.children) node.textContent = tag.children;
  return node;
}

function HeadSync() {
  const tags = useTags() as Tag[];
  const first = useRef(true);
  useEffect(() => {
    // It starts once the app has (below): the head is still the prerendered one unless the visitor
    // followed a link in the meantime, which changed the page's title.
    const title = tags.find((tag) => tag.tag === "title")?.children;
    if (first.current && title === document.title) {
      first.current = false;
      return;
    }
    first.current = false;
    const fresh = tags.map(element).filter((node) => node.matches(pageTags));
    for (const node of document.head.querySelectorAll(pageTags)) node.remove();
    document.head.append(...fresh);
  }, [tags]);
  return null;
}

/** The document's <head>: React's as ever; on Preact, the prerendered one kept and synchronised. */
export function DocumentHead() {
  if (!onPreact) {
    return (
      <head>
        <HeadContent />
      </head>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; Preact then leaves the prerendered head as it is.
  return <head dangerouslySetInnerHTML={{ __html: "" }} />;
}

/**
 * Rendered in the body: keeps the head in step on Preact, from the app's start on (reading the
 * router's tags is work the first hydration task need not do: decision 196); nothing on React.
 */
export function HeadKeeper() {
  const started = useAppStarted();
  return onPreact && started ? <HeadSync /> : null;
}
