// Every page of the site, unprefixed. The build prerenders each one in every
// locale; the tests and the benchmark walk the same list.
import type { PageName } from "./content-schemas/page-schemas.ts";
import { isOneOf } from "./one-of.ts";

/** The policies' slugs (their path and file name), in the order the site lists them. */
export const policySlugs = ["terms-of-service", "privacy-policy", "distribution-policy", "partner-policy"] as const;

export type PolicySlug = (typeof policySlugs)[number];

/** Paths of the policy pages, in the same order. */
export const policyPaths = policySlugs.map((slug) => `/${slug}` as const);

/** True when the value is a policy's slug. */
export const isPolicySlug = isOneOf(policySlugs);

/** The help guides' slugs (their path under /help and their file name), in the order /help lists them. */
export const guideSlugs = ["check-your-phone", "visible-networks", "install", "get-online", "troubleshooting"] as const;

export type GuideSlug = (typeof guideSlugs)[number];

/** Paths of the help index and its guides, in the same order. */
export const helpPaths = ["/help", ...guideSlugs.map((slug) => `/help/${slug}` as const)] as const;

/**
 * The installer (decision 120): from the QR image or an install link to the eSIM installed, on one
 * phone. A page of its own under /help; its static route wins over the guides' `/help/$guide`.
 */
export const installerPath = "/help/installer";

/** True when the value is a guide's slug. */
export const isGuideSlug = isOneOf(guideSlugs);

/** The phones each guide gives steps for, in their order without JavaScript; also each block's anchor. */
export const guidePlatforms = ["iphone", "samsung", "android"] as const;

/**
 * The attribute on a guide's phones (GuidePlatforms): the build gives a page that carries it the
 * script that marks the visitor's phone before the first paint (scripts/page-scripts.ts, decision 200).
 */
export const GUIDE_PLATFORMS_MARK = "data-guide-platforms";

/**
 * The id of the quiet note every full page holds hidden (PageCodeFailedNote), shown where the
 * page's code failed to download (decision 110): by the page's bootstrap when the app's own script
 * fails, by the app's entry when the page's route code does (scripts/page-scripts.ts,
 * src/lib/bootstrap/static-page.ts).
 */
export const PAGE_CODE_FAILED_NOTE_ID = "page-code-failed";

/**
 * The attribute a page whose app code failed gets on its `<html>`: the stylesheet's `without-app`
 * variant (src/styles.css) hides there what only the app makes work, as without JavaScript.
 */
export const APP_FAILED_MARK = "data-app-failed";

/** What a page where no app comes finds its note and a guide's phones by, and marks itself with (keepPageAsPrerendered). */
export const prerenderedMarks = { note: PAGE_CODE_FAILED_NOTE_ID, platforms: GUIDE_PLATFORMS_MARK, appFailed: APP_FAILED_MARK } as const;
export type PrerenderedMarks = { note: string; platforms: string; appFailed: string };

/**
 * A page's public address, the same in its canonical link, its hreflang alternates and the sitemap:
 * the site's URL and the localized path, the English home without a trailing slash.
 * @param path a localized path, e.g. `/fr/about` or `/`
 */
export function absoluteUrl(siteUrl: string, path: string) {
  return path === "/" ? siteUrl : `${siteUrl}${path}`;
}

/** Paths of every page, unprefixed. */
export const pagePaths = [
  "/",
  "/about",
  "/contact",
  "/donate",
  "/upload",
  "/travel",
  "/policies",
  "/request-dates",
  ...policyPaths,
  ...helpPaths,
  installerPath,
] as const;

/**
 * A page's path, unprefixed: what a link inside the site may point at. Typed so a typo in the
 * header, the footer or a breadcrumb fails the type check; tests/architecture/pages-and-routes.test.ts
 * holds this list to the router's route tree.
 */
export type PagePath = (typeof pagePaths)[number];

/** True when the value is the path of a page of the site. */
export const isPagePath = isOneOf(pagePaths);

/**
 * The path of each page whose text is in content/pages/<locale>/<page>.md, written once: the
 * route's head (src/components/start/TextPage.tsx) and the content collection (model/collections.ts)
 * read it. The route file's `createFileRoute` path is the router's; tests/architecture/
 * pages-and-routes.test.ts holds the two together.
 */
export const pathOfPage = {
  home: "/",
  about: "/about",
  contact: "/contact",
  donate: "/donate",
  upload: "/upload",
  travel: "/travel",
  policies: "/policies",
  "request-dates": "/request-dates",
  help: "/help",
  installer: installerPath,
} as const satisfies Record<PageName, PagePath>;

/**
 * What a resident needs with no connection (issue 31, decision 190): the service worker saves these
 * on a first visit, in the visitor's language, with the offline page; the other pages on a later visit.
 */
export const firstRoundPaths = ["/", ...helpPaths, installerPath, "/request-dates", "/contact", "/distribution-policy"] as const;

/** Where the not-found page is rendered during prerender only; the server answers it with 404. */
export const notFoundPath = "/404";

/** The page the service worker shows for unsaved pages when offline; prerendered, never listed. */
export const offlinePath = "/offline";

/**
 * Sections of the pages that content may link to (`[give an eSIM](/donate#in-kind)`), by path; the
 * policies' sections come from their files. The ids are set by the pages' components; after the
 * build, scripts/anchor-links.ts checks that every link to a section finds its id on the page.
 */
export const pageAnchors = { "/": ["donate"], "/donate": ["in-kind"], "/contact": ["newsletter", "partner", "message"] } as const;
