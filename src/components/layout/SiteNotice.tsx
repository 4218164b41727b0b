import notice from "virtual:kgc-notice";
import { NoticeBar } from "./NoticeBar.tsx";

/**
 * The site-wide notice (content/data/notice.yaml) under the header of every page, when one had not
 * ended at build time (NoticeBar).
 */
export function SiteNotice() {
  return notice ? <NoticeBar notice={notice} /> : null;
}
