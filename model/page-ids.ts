// The ids the site gives its own elements on a guide's or a policy's page: the frame's (the skip
// link's `#main`, the back-to-top `#top`, the header, footer and notice), the guide's phones and
// their steps, and the policy's table of contents. A section written in the content takes its id
// from its anchor (`{#limited-esims}`, a guide section's `id`), so an anchor named like one of these
// would give the page two elements of one id: the skip link or the phone menu would land on the
// wrong one. The content checks refuse these names (content-tools/checks/), and the build stops on
// any id a built page holds twice, whoever wrote it (scripts/anchor-links.ts). The components write
// these ids themselves: the build also reads every built guide and policy and stops on an id that
// is neither listed here nor a section's own (`unlistedIds`, scripts/anchor-links.ts), so a
// component's new or renamed id is caught with its page, not only once an editor's anchor takes it.
import { guidePlatforms, PAGE_CODE_FAILED_NOTE_ID } from "./pages.ts";

/** The ids of every page's frame (__root.tsx, SiteLayout, the header, the footer, the notice). */
const frameIds = [
  "top",
  "main",
  "header-language",
  "site-notice-label",
  "data-saving-label",
  "save-data-hint",
  PAGE_CODE_FAILED_NOTE_ID,
  "site-footer",
  "footer-language",
  "footer-social",
  "footer-links",
  "footer-policies",
];

/** Ids a guide section's `id` may not take: the frame's, the phones' blocks and steps, the lists above them. */
export const reservedGuideIds: ReadonlySet<string> = new Set([
  ...frameIds,
  "before",
  "contents",
  ...guidePlatforms,
  ...guidePlatforms.map((platform) => `${platform}-steps`),
]);

/** Ids a policy section's `{#anchor}` may not take: the frame's and the table of contents' heading. */
export const reservedPolicyIds: ReadonlySet<string> = new Set([...frameIds, "toc-heading"]);

/** A message for each id of `ids` that repeats or is the page's own, by its position. */
export function idProblems(ids: readonly string[], reserved: ReadonlySet<string>): Array<{ index: number; message: string }> {
  return ids.flatMap((id, index) => {
    if (reserved.has(id)) return [{ index, message: `"${id}" is an id the page itself uses: choose another` }];
    if (ids.indexOf(id) !== index) return [{ index, message: `"${id}" is the id of an earlier section too: each must be its own` }];
    return [];
  });
}
