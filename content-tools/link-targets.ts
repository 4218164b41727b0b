// What a Markdown link may point at, decided in one place for the check and the renderer: a link
// parameter of the specification, a page of the site (with a section of it), or a section of the
// page the text is on. Anything else (another site, `//host`, `/\host`, `javascript:`) is invalid.
// The check (checks/links.ts) reports an invalid target with its reason; markdown.ts throws on
// one, so a file compiled without the check (`npm run dev` validates only when it starts) cannot
// link elsewhere.
import { isOneOf } from "#model/one-of.ts";
import { isPagePath, type PagePath } from "#model/pages.ts";

/**
 * The link parameters of the specification, usable as link targets in any Markdown field, and
 * `supportLink`: the support WhatsApp chat when configured, else the contact page (markdown.ts).
 */
export const linkParameterNames = ["servicesLink", "travelLink", "distributionPolicyLink", "donateLink", "supportLink"] as const;

export type LinkParameter = (typeof linkParameterNames)[number];

const isLinkParameter = isOneOf(linkParameterNames);

export type LinkTarget =
  | { kind: "parameter"; name: LinkParameter }
  | { kind: "page"; path: PagePath; anchor?: string | undefined }
  | { kind: "anchor"; anchor: string }
  | { kind: "invalid"; reason: string };

/** What the check knows of sections: the path of the page the text is on, and each page's sections. */
export type KnownSections = { pagePath: string; of: (path: string) => readonly string[] };

/**
 * What `href` points at. With `sections`, a section must be one of its page's; without (the
 * renderer, which does not read the other files), any section of a page is taken.
 */
export function classifyLinkTarget(href: string, sections?: KnownSections): LinkTarget {
  if (isLinkParameter(href)) return { kind: "parameter", name: href };
  const names = linkParameterNames.join(", ");
  if (/^[a-z]\w*Link$/.test(href)) return { kind: "invalid", reason: `unknown link parameter "${href}" (use ${names} or a page's path)` };
  if (!href.startsWith("/") && !href.startsWith("#")) {
    return { kind: "invalid", reason: `unknown link target "${href}": use ${names}, a page's path (/upload) or a section (#anchor)` };
  }
  const [path = "", anchor] = href.split("#");
  if (path && !isPagePath(path)) {
    return { kind: "invalid", reason: `links to "${href}", which is not a page of the site` };
  }
  if (sections && anchor !== undefined) {
    const page = path || sections.pagePath;
    if (!sections.of(page).includes(anchor))
      return { kind: "invalid", reason: `links to "${href}", but ${page} has no section #${anchor}` };
  }
  return path && isPagePath(path) ? { kind: "page", path, anchor } : { kind: "anchor", anchor: anchor ?? "" };
}
