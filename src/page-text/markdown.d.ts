// Content files under content/ are compiled at build time by content-tools/vite-plugin.ts into a page's
// or a policy's text (see model/page-text/types.ts); src/page-text/load.ts types each import.
declare module "*.md" {
  const text: unknown;
  export default text;
}
