// Written at build time by content-tools/vite-plugin.ts from content/data/notice.yaml.
declare module "virtual:kgc-notice" {
  const notice: import("#model/page-text/notice.ts").NoticeData | null;
  export default notice;
}
