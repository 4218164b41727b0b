// Content files under content/ are compiled at build time by build/content-plugin.ts into a page's
// or a policy's text (see page-text.ts); src/content/load.ts types each import.
declare module "*.md" {
  const text: unknown;
  export default text;
}
