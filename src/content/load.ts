import { use, useState } from "react";
import type { ContentDocument } from "../../build/content-plugin.ts";
import type { Locale } from "../lib/locale.js";

// Each file is its own chunk: a page downloads only its own locale's text.
const policyFiles = import.meta.glob<ContentDocument>("../../content/policies/*/*.md", { import: "default" });

type Tracked<T> = Promise<T> & { status?: "fulfilled"; value?: T };
const loaded = new Map<string, Tracked<ContentDocument>>();

/**
 * Starts (once) loading a policy's text in a locale. Route loaders call it so that on client-side
 * navigation the text arrives with the page's code; the promise is marked settled so React's `use`
 * reads it without suspending again.
 */
export function loadPolicy(slug: string, locale: Locale): Tracked<ContentDocument> {
  const key = `../../content/policies/${locale}/${slug}.md`;
  let promise = loaded.get(key);
  if (!promise) {
    const load = policyFiles[key];
    if (!load) throw new Error(`No policy ${slug} in ${locale}`);
    const tracked: Tracked<ContentDocument> = load();
    tracked.then((value) => {
      tracked.status = "fulfilled";
      tracked.value = value;
    });
    promise = tracked;
    loaded.set(key, promise);
  }
  return promise;
}

/** Marks the element that holds a long text, so a later hydration can find it. */
export function contentMarker(slug: string, locale: Locale) {
  return { "data-content": `${locale}/${slug}` };
}

/**
 * The HTML of a policy. On the first, prerendered load the text is already in the page: hydration
 * reuses it instead of downloading it a second time as JavaScript. After a client-side navigation
 * it comes from the policy's own chunk (suspending until then).
 */
export function usePolicyHtml(slug: string, locale: Locale): string {
  const [prerendered] = useState(() =>
    typeof document === "undefined" ? undefined : document.querySelector(`[data-content="${locale}/${slug}"]`)?.innerHTML,
  );
  return prerendered ?? use(loadPolicy(slug, locale)).html;
}
