import { useState } from "react";
import type { PageName } from "#model/content-schemas/page-schemas.ts";
import type { Locale } from "#model/locales.ts";
import type { GuideText, PageText, PolicyText } from "#model/page-text/types.ts";
import type { GuideSlug, PolicySlug } from "#model/pages.ts";

// Each file is its own chunk (`content-<locale>-<name>-<hash>.js`): a page downloads only its own
// locale's text, and only when it was not prerendered into the page (see PrerenderedText). What a
// chunk holds is not known from its import: it is checked on arrival (`arrived`).
const policyFiles = import.meta.glob("../../content/policies/*/*.md", { import: "default" });
const pageFiles = import.meta.glob("../../content/pages/*/*.md", { import: "default" });

/** The text a chunk of each kind holds, by the field that names it (its file's name): a page's, its own fields. */
type ChunkText<Kind extends "page" | "policy" | "guide", Name extends string> = {
  page: Name extends PageName ? PageText<Name> : never;
  policy: PolicyText;
  guide: GuideText;
}[Kind];

/**
 * A chunk's text, once it names the `kind` and `name` asked for (a page's `page`, a policy's
 * `policy`, a guide's `guide`: the build writes each from its file's name). A wrong chunk is an
 * error, not a wrong type.
 */
export function arrived<Kind extends "page" | "policy" | "guide", Name extends string>(
  kind: Kind,
  name: Name,
  key: string,
  chunk: unknown,
): ChunkText<Kind, Name> {
  const named = chunk && typeof chunk === "object" && kind in chunk ? (chunk as Record<Kind, unknown>)[kind] : undefined;
  if (named !== name) throw new Error(`${key} is not the text of the ${kind} "${name}" (it names ${JSON.stringify(named) ?? "none"})`);
  // What the build makes of a file of this kind (model/page-text/types.ts), and it names the file asked for.
  return chunk as ChunkText<Kind, Name>;
}

const loaded = new Map<string, Promise<unknown>>();

/**
 * Runs a loader once per key. The promise is marked settled when it resolves (React's own
 * convention: `status` and `value`), so `use` reads it without suspending again.
 */
export function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  const known = loaded.get(key);
  if (known) return known as Promise<T>;
  const promise = load();
  promise.then(
    (value) => Object.assign(promise, { status: "fulfilled", value }),
    () => loaded.delete(key), // a failed download may be tried again
  );
  loaded.set(key, promise);
  return promise;
}

/**
 * For route `beforeLoad`s: when a page's code or text cannot be downloaded (no network, or a new
 * deployment replaced it), loads the page the ordinary way instead, from the server or from the
 * service worker's saved copy. A failed preload (hover) is left alone.
 */
export async function orFullPageLoad(work: Promise<unknown>, preload: boolean) {
  try {
    await work;
  } catch (error) {
    if (preload || typeof window === "undefined") throw error;
    window.location.reload();
    await new Promise(() => {}); // the page is being replaced
  }
}

function fileLoader<T>(files: Record<string, () => Promise<T>>, key: string) {
  const load = files[key];
  if (!load) throw new Error(`No content file ${key}`);
  return load;
}

/** The value of a `loadOnce(key)` that has finished, or undefined. */
export function settled<T>(key: string): T | undefined {
  const promise = loaded.get(key) as (Promise<T> & { status?: string; value?: T }) | undefined;
  return promise?.status === "fulfilled" ? promise.value : undefined;
}

const policyKey = (slug: PolicySlug, locale: Locale) => `../../content/policies/${locale}/${slug}.md`;
const pageKey = (page: PageName, locale: Locale) => `../../content/pages/${locale}/${page}.md`;

/** Starts loading a policy's text in a locale (route `beforeLoad`s call it so it arrives with the page's code). */
export function loadPolicy(slug: PolicySlug, locale: Locale) {
  const key = policyKey(slug, locale);
  const load = fileLoader(policyFiles, key);
  return loadOnce(key, async () => arrived("policy", slug, key, await load()));
}

const guideKey = (slug: GuideSlug, locale: Locale) => `../../content/help/${locale}/${slug}.md`;

/**
 * Starts loading a help guide's text in a locale. The list of the guides' chunks is a chunk of its
 * own, fetched on the way to a guide: every other page's first visit is lighter without it.
 */
export function loadGuide(slug: GuideSlug, locale: Locale) {
  const key = guideKey(slug, locale);
  return loadOnce(key, async () => arrived("guide", slug, key, await fileLoader((await import("./guide-files.ts")).guideFiles, key)()));
}

/** A help guide's text if it has been loaded (see loadedPolicy). */
export function loadedGuide(slug: GuideSlug, locale: Locale) {
  return settled<GuideText>(guideKey(slug, locale));
}

/** Starts loading a page's text in a locale. */
export function loadPageText<Page extends PageName>(page: Page, locale: Locale) {
  const key = pageKey(page, locale);
  const load = fileLoader(pageFiles, key);
  return loadOnce(key, async () => arrived("page", page, key, await load()));
}

/**
 * A policy's or page's text if it has been loaded: always on the server and after a client-side
 * navigation (the route's `beforeLoad` loaded it); never while a first visit hydrates.
 */
export function loadedPolicy(slug: PolicySlug, locale: Locale) {
  return settled<PolicyText>(policyKey(slug, locale));
}
export function loadedPageText<Page extends PageName>(page: Page, locale: Locale) {
  return settled<PageText<Page>>(pageKey(page, locale));
}

/**
 * The prerendered HTML of a region of long text (PrerenderedText), read once from the page being hydrated, or
 * undefined when there is none (on the server, and after a client-side navigation).
 * Hydration reuses this HTML instead of downloading the same text again as JavaScript.
 */
export function usePrerenderedHtml(id: string): string | undefined {
  const [html] = useState(() =>
    typeof document === "undefined" ? undefined : document.querySelector(`[data-prerendered="${id}"]`)?.innerHTML,
  );
  return html;
}
