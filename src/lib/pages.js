// Every page of the site, unprefixed. The build prerenders each one in every
// locale; the tests and the benchmark walk the same list.

/** The policies' slugs (their path and file name), in the order the site lists them. */
export const policySlugs = /** @type {const} */ (["terms-of-service", "privacy-policy", "distribution-policy", "partner-policy"]);

/** @typedef {(typeof policySlugs)[number]} PolicySlug */

/** Paths of the policy pages, in the same order. */
export const policyPaths = /** @type {const} */ (["/terms-of-service", "/privacy-policy", "/distribution-policy", "/partner-policy"]);

/**
 * True when the value is a policy's slug.
 * @param {unknown} value
 * @returns {value is PolicySlug}
 */
export function isPolicySlug(value) {
  return typeof value === "string" && /** @type {readonly string[]} */ (policySlugs).includes(value);
}

/** The help guides' slugs (their path under /help and their file name), in the order /help lists them. */
export const guideSlugs = /** @type {const} */ (["check-your-phone", "visible-networks", "install", "get-online", "troubleshooting"]);

/** @typedef {(typeof guideSlugs)[number]} GuideSlug */

/** Paths of the help index and its guides, in the same order. */
export const helpPaths = /** @type {const} */ ([
  "/help",
  "/help/check-your-phone",
  "/help/visible-networks",
  "/help/install",
  "/help/get-online",
  "/help/troubleshooting",
]);

/**
 * True when the value is a guide's slug.
 * @param {unknown} value
 * @returns {value is GuideSlug}
 */
export function isGuideSlug(value) {
  return typeof value === "string" && /** @type {readonly string[]} */ (guideSlugs).includes(value);
}

/** The phones each guide gives steps for, in their order without JavaScript; also each block's anchor. */
export const guidePlatforms = /** @type {const} */ (["iphone", "samsung", "android"]);

/**
 * A page's public address, the same in its canonical link, its hreflang alternates and the sitemap:
 * the site's URL and the localized path, the English home without a trailing slash.
 * @param {string} siteUrl
 * @param {string} path a localized path, e.g. `/fr/about` or `/`
 */
export function absoluteUrl(siteUrl, path) {
  return path === "/" ? siteUrl : `${siteUrl}${path}`;
}

/** Paths of every page, unprefixed. */
export const pagePaths = /** @type {const} */ ([
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
]);

/** Where the not-found page is rendered during prerender only; the server answers it with 404. */
export const notFoundPath = "/404";

/** The page the service worker shows for unsaved pages when offline; prerendered, never listed. */
export const offlinePath = "/offline";

/**
 * Sections of the pages that content may link to (`[give an eSIM](/donate#in-kind)`), by path; the
 * policies' sections come from their files. The ids are set by the pages' components.
 */
export const pageAnchors = /** @type {const} */ ({ "/": ["donate"], "/donate": ["in-kind"], "/contact": ["newsletter"] });
